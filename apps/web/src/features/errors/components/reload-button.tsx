import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

/** The error screen's 'Reload the page' (an island on a served page): a new load may find the server well again. */
export function ReloadButton() {
  const { t } = useTranslation('errors');
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      {t('unexpected.reload', { defaultValue: 'Reload the page' })}
    </Button>
  );
}
