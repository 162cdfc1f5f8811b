import { useTranslation } from 'react-i18next';
import { useAccount } from '../session/use-account';
import { Button, type ButtonProps } from './button';

/** 'Log out' / 'Cerrar sesión' for every signed-in user: ends the session and opens the sign-in page. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const { t } = useTranslation('layout');
  const { signOut, signingOut } = useAccount();
  return (
    <Button variant="secondary" {...props} onClick={() => void signOut()} disabled={signingOut}>
      {signingOut ? t('account.signingOut') : t('account.signOut')}
    </Button>
  );
}
