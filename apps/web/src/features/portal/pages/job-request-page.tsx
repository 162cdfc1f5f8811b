import { useMutation, useQuery } from '@apollo/client/react';
import { JobRequestBoatsDocument, RequestJobDocument } from '@mmt/graphql';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { fieldErrorsOf, retryAfterMinutesOf } from '../../../shared/graphql/field-errors';
import { todayIso } from '../../../shared/format/format';
import { DayInput, dayValue, useDayFormatHint } from '../../../shared/ui/day-input';
import { Field } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { jobRequestFromAlerts } from '../lib/alert-job-request';
import * as styles from './job-request-page.css';

interface Values {
  boatId: string;
  title: string;
  description: string;
  preferredDate: string;
  contactPhone: string;
}
type Field = keyof Values;

/** Limits of the job-request fields, as the server enforces them (for the messages' {{min}}/{{max}}). */
const limits = {
  boatId: { max: 100 },
  title: { min: 3, max: 120 },
  description: { max: 2000 },
  preferredDate: { max: 10 },
  contactPhone: { max: 20 },
};

/**
 * /app/job-request: asks for work on one of the customer's boats. The server
 * validates; its field errors show under each field in the user's language,
 * and what was typed stays in the form whatever happens.
 */
export function JobRequestPage() {
  const { t, i18n } = useTranslation('portal');
  const dayFormatHint = useDayFormatHint();
  useDocumentTitle(t('pages.jobRequest.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const boats = useQuery(JobRequestBoatsDocument, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
  const [requestJob, { loading: submitting }] = useMutation(RequestJobDocument);
  const [values, setValues] = useState<Values>({
    boatId: searchParams.get('boat') ?? '',
    title: '',
    description: '',
    preferredDate: '',
    contactPhone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();

  const boatOptions = boats.data?.boats.edges.map((edge) => edge.node) ?? [];
  // Sent from a boat's alerts (`&alert=`): those still open fill title and description, once, as the
  // boats arrive (the form shows only then, so nothing typed is overwritten).
  const [prefilled, setPrefilled] = useState(false);
  if (boats.data && !prefilled) {
    setPrefilled(true);
    const alertIds = searchParams.getAll('alert');
    const alerts = boatOptions.find((boat) => boat.id === values.boatId)?.openAlerts.filter((alert) => alertIds.includes(alert.id)) ?? [];
    if (alerts.length > 0) setValues((previous) => ({ ...previous, ...jobRequestFromAlerts(alerts, i18n) }));
  }
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const result = await requestJob({
        variables: {
          input: {
            boatId: values.boatId,
            title: values.title,
            description: values.description || undefined,
            // Sent as typed when it cannot be read, so the server names the problem.
            preferredDate: dayValue(values.preferredDate),
            contactPhone: values.contactPhone || undefined,
          },
        },
        // The boat's list of jobs is stale now: drop it so the boat's page reloads it.
        update(cache, { data }) {
          const boatId = data?.requestJob.job.boat.id;
          if (boatId) cache.evict({ id: cache.identify({ __typename: 'Boat', id: boatId }), fieldName: 'jobs' });
          cache.evict({ fieldName: 'jobs' });
        },
      });
      const job = result.data?.requestJob.job;
      toast({ title: t('jobRequest.success.title'), description: t('jobRequest.success.description') });
      if (job) navigate(paths.app.boats.detail.getHref(job.boat.id));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'portal', limits });
      const retryAfterMinutes = retryAfterMinutesOf(error);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors as Partial<Record<Field, string>>);
        setFormError(t('jobRequest.invalid'));
      } else if (retryAfterMinutes !== null) {
        setFormError(t('jobRequest.tooMany', { count: retryAfterMinutes }));
      } else {
        console.error('Job request failed', error);
        setFormError(t('jobRequest.failed'));
      }
    }
  }

  return (
    <PageContainer>
      <BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>
      <PageTitle>{t('pages.jobRequest.title')}</PageTitle>
      <p className={styles.subtitle}>{t('jobRequest.subtitle')}</p>
      {!boats.data && boats.loading && <LoadingState label={t('jobRequest.boatsLoading')} />}
      {!boats.data && boats.error && <ErrorState message={t('jobRequest.boatsError')} onRetry={() => void boats.refetch()} />}
      {boats.data && boatOptions.length === 0 && <EmptyState>{t('jobRequest.noBoats')}</EmptyState>}
      {boatOptions.length > 0 && (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting} aria-describedby={formError ? formErrorId : undefined}>
          {formError && <ErrorAlert id={formErrorId}>{formError}</ErrorAlert>}
          <Field label={t('jobRequest.boat')} error={errors.boatId}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={values.boatId} onChange={set('boatId')} name="boatId">
                <option value="">{t('jobRequest.boatPlaceholder')}</option>
                {boatOptions.map((boat) => (
                  <option key={boat.id} value={boat.id}>
                    {boat.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('jobRequest.jobTitle')} error={errors.title}>
            {(props) => (
              <input
                {...props}
                className={fieldStyles.input}
                name="title"
                value={values.title}
                onChange={set('title')}
                placeholder={t('jobRequest.jobTitlePlaceholder')}
                maxLength={200}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t('jobRequest.jobDescription')} optional={t('jobRequest.optional')} error={errors.description}>
            {(props) => (
              <textarea
                {...props}
                className={`${fieldStyles.input} ${styles.textarea}`}
                name="description"
                value={values.description}
                onChange={set('description')}
                placeholder={t('jobRequest.jobDescriptionPlaceholder')}
                rows={5}
              />
            )}
          </Field>
          <Field label={t('jobRequest.preferredDate')} optional={t('jobRequest.optional')} hint={dayFormatHint} error={errors.preferredDate}>
            {(props) => (
              <DayInput
                {...props}
                min={todayIso()}
                name="preferredDate"
                value={values.preferredDate}
                onChange={(text) => setValues((previous) => ({ ...previous, preferredDate: text }))}
              />
            )}
          </Field>
          <Field label={t('jobRequest.contactPhone')} optional={t('jobRequest.optional')} error={errors.contactPhone}>
            {(props) => (
              <input
                {...props}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={fieldStyles.input}
                name="contactPhone"
                value={values.contactPhone}
                onChange={set('contactPhone')}
                placeholder={t('jobRequest.contactPhonePlaceholder')}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" disabled={submitting}>
              {submitting && <InlineSpinner />}
              {submitting ? t('jobRequest.submitting') : t('jobRequest.submit')}
            </Button>
          </div>
        </form>
      )}
    </PageContainer>
  );
}

export { JobRequestPage as Component };
