import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/alert';
import { button } from '../../../shared/ui/button-class';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.css';
import { PhotoUnreadable, shrinkPhoto } from '../lib/shrink-photo';
import * as styles from './field-app.css';
import { FieldIcon } from './field-icons';
import type { VisitActions } from '../lib/use-visit-actions';

/**
 * The camera: a big button in the page's language that opens the phone's camera (`capture`); the
 * browser's own file control, in the browser's language, stays out of sight. The photo is shrunk
 * on the phone and kept there until sent.
 */
export function PhotoButton({ actions }: { actions: VisitActions }) {
  const { t } = useTranslation('portal');
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function take(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setError(undefined);
    if (!file.type.startsWith('image/')) return setError(t('technician.work.photoType'));
    setBusy(true);
    try {
      await actions.addPhoto(await shrinkPhoto(file));
    } catch (cause) {
      setError(cause instanceof PhotoUnreadable ? t('technician.work.photoType') : t('technician.work.photoFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <input
        id={id}
        className={visuallyHidden}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void take(event.target.files).finally(() => (event.target.value = ''))}
        data-testid="photo-input"
      />
      <label htmlFor={id} className={`${button({ variant: 'secondary', fullWidth: true })} ${styles.camera}`} aria-disabled={busy || undefined}>
        {busy ? <InlineSpinner /> : <FieldIcon name="camera" size={26} />}
        {t('technician.work.takePhotoButton')}
      </label>
      {error && (
        <div id={`${id}-error`}>
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      )}
    </div>
  );
}
