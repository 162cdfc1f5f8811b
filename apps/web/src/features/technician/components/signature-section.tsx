import type { VisitWorkFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../shared/download/authorized-image';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { imageRefusalOf, imagesBusy } from '../lib/image-refusal';
import { SignaturePad } from './signature-pad';
import type { VisitActions } from '../lib/use-visit-actions';
import { REFUSAL_KEYS } from './visit-texts';
import * as styles from './visit-work.css';

/** The customer's signature: collected once (final), the pad opened only when it is time to sign. */
export function SignatureSection({ visit, open, actions }: { visit: VisitWorkFragment; open: boolean; actions: VisitActions }) {
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const [signing, setSigning] = useState(false);
  const [name, setName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!visit.signature && !open) return null;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !png) return setError(t('technician.work.signatureRequired'));
    setBusy(true);
    try {
      await actions.sign(name.trim(), png);
      setError(undefined);
      toast({ title: t('technician.work.signed') });
    } catch (cause) {
      const refusal = imageRefusalOf(cause);
      setError(
        refusal
          ? t(REFUSAL_KEYS[refusal])
          : imagesBusy(cause)
            ? t('technician.work.imageRefusals.busy')
            : errorCodesOf(cause).length
              ? t('technician.work.signatureInvalid')
              : t('technician.work.needsSignal'),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.section} aria-labelledby="visit-signature">
      <h2 id="visit-signature" className={styles.title}>
        {t('technician.work.signature')}
      </h2>
      {visit.signature ? (
        // Collected: final, so no pad to sign again.
        <>
          <AuthorizedImage
            src={visit.signature.url}
            alt={t('workReport.signatureOf', { name: visit.signature.signerName })}
            className={styles.signatureCanvas}
          />
          <p>{t('technician.work.signedBy', { name: visit.signature.signerName })}</p>
        </>
      ) : signing ? (
        <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
          <TextField
            label={t('technician.work.signerName')}
            value={name}
            maxLength={200}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
          <SignaturePad onChange={setPng} />
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <Button type="submit" fullWidth disabled={busy}>
            {busy && <InlineSpinner />}
            {t('technician.work.saveSignature')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => setSigning(true)}>
          {t('technician.work.signatureOpen')}
        </Button>
      )}
    </section>
  );
}
