import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import type { ButtonProps } from '../../../../shared/ui/button';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { actions } from './actions.css';

interface FormActionsProps {
  saving: boolean;
  submitLabel: string;
  /** Offered when the form can be left without saving. */
  onCancel?: () => void;
  size?: ButtonProps['size'];
}

/** A form's submit button, with its spinner while it saves, and Cancel. */
export function FormActions({ saving, submitLabel, onCancel, size }: FormActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={actions}>
      <Button type="submit" size={size} disabled={saving}>
        {saving && <InlineSpinner />}
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" size={size} onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
    </div>
  );
}
