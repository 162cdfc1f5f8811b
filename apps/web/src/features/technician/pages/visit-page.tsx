import { DEFAULT_VAT_RATE, MONEY_BOUNDS } from '@mmt/billing';
import type { TechnicianVisitQuery } from '@mmt/graphql';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuthorizedImage } from '../../../shared/download/authorized-image';
import { parsePrice } from '../../../shared/format/euros';
import { formatMoney, formatNumber } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert, WarningAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { VatRateSelect } from '../../../shared/ui/vat-rate-select';
import { SignaturePad } from '../components/signature-pad';
import { VisitCard, visitTitle } from '../components/visit-card';
import * as styles from '../components/visit-work.css';
import type { ImageRefusal } from '../lib/image-refusal';
import type { LocalVisit } from '../lib/local-view';
import type { QueuedItem } from '../lib/offline-queue';
import { PhotoUnreadable, shrinkPhoto } from '../lib/shrink-photo';
import { useVisitActions } from '../lib/use-visit-actions';

type Part = TechnicianVisitQuery['parts'][number];
type Actions = ReturnType<typeof useVisitActions>['actions'];
const FREE_LINE = 'free';

/** What to tell the technician for each refusal of a photo or a signature. */
const REFUSAL_KEYS = {
  photoTooLarge: 'technician.work.imageRefusals.photoTooLarge',
  photoType: 'technician.work.imageRefusals.photoType',
  photoTooManyPixels: 'technician.work.imageRefusals.photoTooManyPixels',
  photoTooManyScans: 'technician.work.imageRefusals.photoTooManyScans',
  photoTooComplex: 'technician.work.imageRefusals.photoTooComplex',
  signatureInvalid: 'technician.work.signatureInvalid',
  signatureTooLarge: 'technician.work.imageRefusals.signatureTooLarge',
  alreadySigned: 'technician.work.imageRefusals.alreadySigned',
} as const satisfies Record<ImageRefusal, string>;
const numberOf = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * /technician/visits/:id: the visit on the technician's phone. Start and finish it, tick the
 * checklist, record notes, hours, parts and photos (kept on the phone while there is no signal,
 * sent when it returns) and collect the customer's signature.
 */
export function VisitPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const onRefused = useCallback(
    (item: QueuedItem, codes: string[]) => {
      console.error('Refused by the server', item.kind, codes);
      const refusal = codes.find((code): code is ImageRefusal => code in REFUSAL_KEYS);
      toast({ title: t('technician.work.refused', { what: item.label }), description: refusal && t(REFUSAL_KEYS[refusal]), variant: 'destructive' });
    },
    [t, toast],
  );
  const { visit, parts, loading, error, refetch, pending, online, actions } = useVisitActions(id, onRefused);
  useDocumentTitle(visit ? visitTitle(visit) : t('technician.work.title'));
  const back = <BackLink to={paths.technician.root.getHref()}>{t('frame.technician.back')}</BackLink>;
  if (!visit) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('technician.work.title')}</PageTitle>
        {loading && <LoadingState label={t('technician.loading')} />}
        {!loading && !error && <EmptyState>{t('technician.work.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('technician.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }
  const open = visit.jobStatus !== 'COMPLETED' && visit.jobStatus !== 'CANCELLED';
  return (
    <PageContainer>
      {back}
      <PageTitle id="visit-title">{visitTitle(visit)}</PageTitle>
      <div className={sections}>
        {pending.length > 0 && (
          <WarningAlert>
            <span data-testid="pending-count">{t(online ? 'technician.work.sending' : 'technician.work.savedOffline', { count: pending.length })}</span>
          </WarningAlert>
        )}
        <VisitCard visit={visit} labelledBy="visit-title" />
        <StartSection visit={visit} open={open} actions={actions} />
        {visit.checklist.length > 0 && <Checklist visit={visit} open={open} actions={actions} />}
        {open && visit.startedAt && !visit.finishedAt && (
          <>
            <NoteForm actions={actions} />
            <HoursForm actions={actions} />
            <PartForm parts={parts} actions={actions} />
            <PhotoInput actions={actions} />
          </>
        )}
        <Recorded visit={visit} />
        {open && visit.startedAt && <SignatureSection visit={visit} actions={actions} />}
        {open && visit.startedAt && !visit.finishedAt && <FinishSection actions={actions} />}
      </div>
    </PageContainer>
  );
}

function StartSection({ visit, open, actions }: { visit: LocalVisit; open: boolean; actions: Actions }) {
  const { t } = useTranslation('portal');
  return (
    <section className={styles.section} aria-labelledby="visit-state">
      <h2 id="visit-state" className={styles.title}>
        {t('technician.work.state')}
      </h2>
      {visit.finishedAt ? (
        <p>{t('technician.work.finished')}</p>
      ) : visit.startedAt ? (
        <p>{t('technician.work.started')}</p>
      ) : open ? (
        <Button size="lg" fullWidth onClick={() => void actions.start()}>
          {t('technician.work.start')}
        </Button>
      ) : (
        <p>{t('technician.work.closed')}</p>
      )}
    </section>
  );
}

function Checklist({ visit, open, actions }: { visit: LocalVisit; open: boolean; actions: Actions }) {
  const { t } = useTranslation('portal');
  return (
    <section className={styles.section} aria-labelledby="visit-checklist">
      <h2 id="visit-checklist" className={styles.title}>
        {t('technician.work.checklist')}
      </h2>
      {visit.checklist.map((item) => (
        <label key={item.id} className={styles.check}>
          <input
            type="checkbox"
            checked={item.doneAt !== null}
            disabled={!open}
            onChange={(event) => void actions.tick(item.id, event.target.checked)}
          />
          {item.label}
        </label>
      ))}
    </section>
  );
}

/** A form whose submission goes to the queue (with a new id each time); cleared once kept on the phone. */
function QueuedForm({ title, id, submitLabel, children, onSubmit }: { title: string; id: string; submitLabel: string; children: React.ReactNode; onSubmit: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <div>
          <Button type="submit" disabled={busy}>
            {busy && <InlineSpinner />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

function NoteForm({ actions }: { actions: Actions }) {
  const { t } = useTranslation('portal');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return (
    <QueuedForm
      title={t('technician.work.notes')}
      id="visit-notes"
      submitLabel={t('technician.work.saveNote')}
      onSubmit={async () => {
        if (!text.trim()) return (setError(t('technician.work.noteRequired')), false);
        await actions.addEntry({ kind: 'NOTE', text: text.trim() }, t('technician.work.note'));
        setText('');
        setError(undefined);
        return true;
      }}
    >
      <Field label={t('technician.work.note')} error={error}>
        {(props) => <textarea {...props} className={`${fieldStyles.input} ${styles.textarea}`} value={text} maxLength={4000} onChange={(event) => setText(event.target.value)} />}
      </Field>
    </QueuedForm>
  );
}

function HoursForm({ actions }: { actions: Actions }) {
  const { t } = useTranslation('portal');
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string>();
  return (
    <QueuedForm
      title={t('technician.work.hours')}
      id="visit-hours"
      submitLabel={t('technician.work.addHours')}
      onSubmit={async () => {
        const value = numberOf(hours);
        if (value === null || value > 24) return (setError(t('technician.work.hoursInvalid')), false);
        await actions.addEntry({ kind: 'HOURS', minutes: Math.round(value * 60) }, t('technician.work.hoursValue', { hours: value }));
        setHours('');
        setError(undefined);
        return true;
      }}
    >
      <TextField label={t('technician.work.hoursLabel')} hint={t('technician.work.hoursHint')} error={error} inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} />
    </QueuedForm>
  );
}

function PartForm({ parts, actions }: { parts: Part[]; actions: Actions }) {
  const { t, i18n } = useTranslation(['portal', 'errors']);
  const [partId, setPartId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [text, setText] = useState('');
  const [price, setPrice] = useState('');
  const [vatRate, setVatRate] = useState<number>(DEFAULT_VAT_RATE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const free = partId === FREE_LINE;
  return (
    <QueuedForm
      title={t('technician.work.parts')}
      id="visit-parts"
      submitLabel={t('technician.work.addPart')}
      onSubmit={async () => {
        const amount = numberOf(quantity);
        const cents = parsePrice(price);
        const found: Record<string, string> = {};
        if (!partId) found.part = t('technician.work.partRequired');
        if (amount === null) found.quantity = t('technician.work.quantityInvalid');
        // The API's bounds, said here: a refused entry would only come back as a toast once sent.
        else if (amount > MONEY_BOUNDS.partQuantity) found.quantity = t('errors:validation.quantityTooHigh', { max: MONEY_BOUNDS.partQuantity });
        if (free && !text.trim()) found.text = t('technician.work.partTextRequired');
        if (free && cents === null) found.price = t('technician.work.priceInvalid');
        else if (free && cents! > MONEY_BOUNDS.partPriceCents) found.price = t('errors:validation.amountTooHigh', { max: MONEY_BOUNDS.partPriceCents / 100 });
        setErrors(found);
        if (Object.keys(found).length) return false;
        const part = parts.find((candidate) => candidate.id === partId);
        const entry = free ? { kind: 'PART' as const, text: text.trim(), quantity: amount!, unitPriceCents: cents!, vatRate } : { kind: 'PART' as const, partId, quantity: amount! };
        await actions.addEntry(entry, `${amount} × ${free ? text.trim() : part?.name}`, part?.name);
        setPartId('');
        setQuantity('1');
        setText('');
        setPrice('');
        return true;
      }}
    >
      <Field label={t('technician.work.part')} error={errors.part}>
        {(props) => (
          <select {...props} className={fieldStyles.input} value={partId} onChange={(event) => setPartId(event.target.value)}>
            <option value="">{t('technician.work.choosePart')}</option>
            {parts.map((part) => (
              <option key={part.id} value={part.id}>
                {part.name} · {formatMoney(part.priceCents, i18n.language)}
              </option>
            ))}
            <option value={FREE_LINE}>{t('technician.work.freeLine')}</option>
          </select>
        )}
      </Field>
      {free && (
        <>
          <TextField label={t('technician.work.partText')} error={errors.text} value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
          <div className={styles.row}>
            <TextField label={t('technician.work.price')} error={errors.price} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
            <Field label={t('technician.work.vat')}>
              {(props) => (
<VatRateSelect {...props} value={vatRate} onChange={setVatRate} />
              )}
            </Field>
          </div>
        </>
      )}
      <TextField label={t('technician.work.quantity')} error={errors.quantity} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
    </QueuedForm>
  );
}

function PhotoInput({ actions }: { actions: Actions }) {
  const { t } = useTranslation('portal');
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
    <section className={styles.section} aria-labelledby="visit-photo">
      <h2 id="visit-photo" className={styles.title}>
        {t('technician.work.photos')}
      </h2>
      <Field label={t('technician.work.takePhoto')} error={error} hint={t('technician.work.photoHint')}>
        {(props) => <input {...props} type="file" accept="image/*" capture="environment" disabled={busy} onChange={(event) => void take(event.target.files).finally(() => (event.target.value = ''))} />}
      </Field>
      {busy && <InlineSpinner />}
    </section>
  );
}

/** What was recorded: on the server, and still on the phone. */
function Recorded({ visit }: { visit: LocalVisit }) {
  const { t, i18n } = useTranslation('portal');
  const describe = (entry: LocalVisit['entries'][number]) =>
    entry.kind === 'HOURS' ? t('technician.work.hoursValue', { hours: formatNumber((entry.minutes ?? 0) / 60, i18n.language, 2) }) : entry.kind === 'PART' ? `${formatNumber(entry.quantity ?? 0, i18n.language, 2)} × ${entry.text}` : entry.text;
  return (
    <section className={styles.section} aria-labelledby="visit-recorded">
      <h2 id="visit-recorded" className={styles.title}>
        {t('technician.work.recorded')}
      </h2>
      {visit.entries.length === 0 && visit.photos.length === 0 && <p>{t('technician.work.nothingYet')}</p>}
      <ul className={styles.list} data-testid="recorded-entries">
        {visit.entries.map((entry) => (
          <li key={entry.id}>
            {describe(entry)}
            {entry.onPhone && <span className={styles.pending}> · {t('technician.work.onPhone')}</span>}
          </li>
        ))}
      </ul>
      {visit.photos.length > 0 && (
        <div className={styles.photos} data-testid="visit-photos">
          {visit.photos.map((photo, index) =>
            // A photo still on the phone is shown from its own bytes; the server's with the session's token.
            photo.onPhone ? (
              <img key={photo.id} src={photo.url} alt={t('workReport.photo', { number: index + 1 })} className={styles.photo} />
            ) : (
              <AuthorizedImage key={photo.id} src={photo.url} alt={t('workReport.photo', { number: index + 1 })} className={styles.photo} />
            ),
          )}
        </div>
      )}
    </section>
  );
}

function SignatureSection({ visit, actions }: { visit: LocalVisit; actions: Actions }) {
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !png) return setError(t('technician.work.signatureRequired'));
    await actions.sign(name.trim(), png);
    setError(undefined);
    toast({ title: t('technician.work.signed') });
  }
  const alt = visit.signature && t('workReport.signatureOf', { name: visit.signature.signerName });
  return (
    <section className={styles.section} aria-labelledby="visit-signature">
      <h2 id="visit-signature" className={styles.title}>
        {t('technician.work.signature')}
      </h2>
      {visit.signature ? (
        // Collected: final, so no pad to sign again.
        <>
          {visit.signatureOnPhone ? <img src={visit.signature.url} alt={alt!} className={styles.signatureCanvas} /> : <AuthorizedImage src={visit.signature.url} alt={alt!} className={styles.signatureCanvas} />}
          <p>{t('technician.work.signedBy', { name: visit.signature.signerName })}</p>
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
          <TextField label={t('technician.work.signerName')} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
          <SignaturePad onChange={setPng} />
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <div>
            <Button type="submit">{t('technician.work.saveSignature')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

function FinishSection({ actions }: { actions: Actions }) {
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const [completeJob, setCompleteJob] = useState(true);
  async function done() {
    // Queued after everything recorded before it: the server has the work before the visit ends.
    await actions.finish(completeJob);
    toast({ title: t(completeJob ? 'technician.work.jobCompleted' : 'technician.work.visitFinished') });
  }
  return (
    <section className={styles.section} aria-labelledby="visit-finish">
      <h2 id="visit-finish" className={styles.title}>
        {t('technician.work.finish')}
      </h2>
      <label className={styles.check}>
        <input type="checkbox" checked={completeJob} onChange={(event) => setCompleteJob(event.target.checked)} />
        {t('technician.work.completeJob')}
      </label>
      <Button size="lg" fullWidth onClick={() => void done()}>
        {t('technician.work.finishButton')}
      </Button>
    </section>
  );
}

export { VisitPage as Component };
