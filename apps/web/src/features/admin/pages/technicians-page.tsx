import { useMutation, useQuery } from '@apollo/client/react';
import { AdminTechniciansDocument, CreateTechnicianDocument, DeactivateTechnicianDocument, ReactivateTechnicianDocument, type Language } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Field } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { ClientStateBadge } from '../components/client-state';
import { FormActions } from '../components/form-actions';
import * as formStyles from '../components/form.css';
import * as records from '../components/record-list.css';
import { useFormErrors } from '../lib/form-errors';

const empty = { name: '', email: '', phone: '', language: 'es' as Language };

/** A new technician's name, e-mail, phone and language; they are e-mailed a link to set their password. */
function NewTechnician() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ name: { min: 2, max: 120 }, email: { max: 254 }, phone: { max: 20 } });
  const [values, setValues] = useState(empty);
  const [saving, setSaving] = useState(false);
  const [create] = useMutation(CreateTechnicianDocument, { refetchQueries: ['AdminTechnicians'] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(async () => {
      const { data } = await create({ variables: { input: { ...values, phone: values.phone || undefined } } });
      toast({ title: t('technicians.created', { email: data!.createTechnician.technician.email }) });
      setValues(empty);
    });
    setSaving(false);
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="new-technician">
      <h2 id="new-technician" className={cardTitle({ space: 'sm' })}>
        {t('technicians.new')}
      </h2>
      <p className={records.rowMeta}>{t('technicians.invitationNote')}</p>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving} aria-label={t('technicians.new')}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <div className={formStyles.grid}>
          {(['name', 'email', 'phone'] as const).map((field) => (
            <Field key={field} label={t(`clients.fields.${field}`)} error={errors[field]}>
              {(control) => (
                <input {...control} name={field} type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} className={fieldStyles.input} value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
              )}
            </Field>
          ))}
          <Field label={t('clients.fields.language')} error={errors.language}>
            {(control) => (
              <select {...control} name="language" className={fieldStyles.input} value={values.language} onChange={(event) => setValues({ ...values, language: event.target.value as Language })}>
                <option value="es">{t('clients.languages.es')}</option>
                <option value="en">{t('clients.languages.en')}</option>
              </select>
            )}
          </Field>
        </div>
        <FormActions saving={saving} submitLabel={t('technicians.create')} size="sm" />
      </form>
    </section>
  );
}

/** /admin/technicians: the technicians' accounts, invited and deactivated here. */
export function TechniciansPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('technicians.title'));
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(AdminTechniciansDocument, { variables: {}, fetchPolicy: 'cache-and-network' });
  const [deactivate] = useMutation(DeactivateTechnicianDocument);
  const [reactivate] = useMutation(ReactivateTechnicianDocument);
  const technicians = data?.technicians.edges.map((edge) => edge.node);

  async function setActive(id: string, active: boolean) {
    try {
      await (active ? reactivate : deactivate)({ variables: { input: { id } } });
    } catch (failure) {
      console.error('Changing a technician failed', failure);
      toast({ variant: 'destructive', title: t('form.failed') });
    }
  }

  return (
    <PageContainer>
      <BackLink to={paths.admin.schedule.getHref()}>{t('schedule.title')}</BackLink>
      <PageTitle>{t('technicians.title')}</PageTitle>
      {loading && !technicians && <LoadingState label={t('technicians.loading')} />}
      {error && !technicians && <ErrorState message={t('technicians.error')} onRetry={() => void refetch()} />}
      {technicians?.length === 0 && <EmptyState>{t('technicians.empty')}</EmptyState>}
      {technicians && technicians.length > 0 && (
        <ul className={records.list} aria-label={t('technicians.title')}>
          {technicians.map((technician) => (
            <li key={technician.id} className={records.row} data-testid="technician-row">
              <span className={records.rowTitle}>{technician.name}</span>
              <span className={records.rowMeta}>
                {technician.email}
                {technician.phone && ` · ${technician.phone}`}
              </span>
              <span className={records.rowEnd}>
                <ClientStateBadge client={technician} />
                <Button size="sm" variant={technician.active ? 'ghost' : 'secondary'} onClick={() => void setActive(technician.id, !technician.active)}>
                  {technician.active ? t('technicians.deactivate') : t('technicians.reactivate')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={sections}>
        <NewTechnician />
      </div>
    </PageContainer>
  );
}

export { TechniciansPage as Component };
