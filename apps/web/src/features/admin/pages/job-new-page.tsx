import { useMutation } from '@apollo/client/react';
import { OpenJobDocument } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
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
import { sections } from '../../../shared/ui/sections.css';
import * as formStyles from '../components/common/form.css';
import { actions } from '../components/common/actions.css';
import { Field } from '../../../shared/ui/field';
import { BoatSelect, ClientSelect } from '../components/common/job-filters';
import { useFormErrors } from '../lib/form-errors';

const limits = { title: { min: 3, max: 120 }, description: { max: 2000 } };

/** /admin/jobs/new?customer=&boat=: the office opens a job on a customer's boat (it starts Pendiente). */
export function JobNewPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.jobNew.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { errors, formError, save, refuse } = useFormErrors(limits);
  const [customer, setCustomer] = useState(searchParams.get('customer') ?? '');
  const [boat, setBoat] = useState(searchParams.get('boat') ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [openJob, { loading }] = useMutation(OpenJobDocument, { update: (cache) => void cache.evict({ fieldName: 'jobs' }) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refuse(boat ? {} : { boatId: t('jobs.chooseBoat') })) return;
    await save(async () => {
      const result = await openJob({ variables: { input: { boatId: boat, title, description: description || undefined } } });
      navigate(paths.admin.jobs.detail.getHref(result.data!.requestJob.job.id));
    });
  }

  return (
    <PageContainer>
      <BackLink to={paths.admin.jobs.getHref()}>{t('pages.jobs.title')}</BackLink>
      <PageTitle>{t('pages.jobNew.title')}</PageTitle>
      <form className={`${formStyles.form} ${sections}`} onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <div className={formStyles.grid}>
          <ClientSelect label={t('jobs.client')} emptyLabel={t('jobs.chooseClient')} value={customer} onChange={(id) => (setCustomer(id), setBoat(''))} />
          <BoatSelect label={t('jobs.boat')} emptyLabel={t('jobs.chooseBoat')} clientId={customer} value={boat} onChange={setBoat} error={errors.boatId} />
        </div>
        <Field label={t('jobs.title')} error={errors.title}>
          {(props) => (
            <input {...props} className={fieldStyles.input} value={title} maxLength={limits.title.max} onChange={(event) => setTitle(event.target.value)} />
          )}
        </Field>
        <Field label={t('jobs.description')} error={errors.description}>
          {(props) => (
            <textarea
              {...props}
              className={fieldStyles.textarea}
              value={description}
              maxLength={limits.description.max}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <div className={actions}>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('jobs.openSubmit')}
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}

export { JobNewPage as Component };
