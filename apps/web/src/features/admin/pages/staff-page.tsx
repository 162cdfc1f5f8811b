import { useMutation } from '@apollo/client/react';
import {
  AdminStaffDocument,
  DeactivateStaffDocument,
  InviteStaffDocument,
  ReactivateStaffDocument,
  type Language,
  type StaffMemberFieldsFragment,
  type StaffRole,
} from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { useConnectionList } from '../../../shared/graphql/use-connection-list';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Field } from '../../../shared/ui/field';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { ClientStateBadge } from '../components/clients/client-state';
import { FormActions } from '../components/common/form-actions';
import { PagedList } from '../components/common/paged-list';
import * as formStyles from '../components/common/form.css';
import * as records from '../components/common/record-list.css';
import { useFieldErrors, useFormErrors } from '../lib/form-errors';

const empty = { name: '', email: '', phone: '', language: 'es' as Language, role: 'TECHNICIAN' as StaffRole };

/** A new admin or technician: name, e-mail, phone, language and role; they are e-mailed a link to set their password. */
function InviteStaff() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ name: { min: 2, max: 120 }, email: { max: 254 }, phone: { max: 20 } });
  const [values, setValues] = useState(empty);
  const [saving, setSaving] = useState(false);
  const [invite] = useMutation(InviteStaffDocument, { refetchQueries: ['AdminStaff'] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(async () => {
      const { data } = await invite({ variables: { input: { ...values, phone: values.phone || undefined } } });
      toast({ title: t('staff.invited', { email: data!.inviteStaff.member.email }) });
      setValues(empty);
    });
    setSaving(false);
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="invite-staff">
      <h2 id="invite-staff" className={cardTitle({ space: 'sm' })}>
        {t('staff.new')}
      </h2>
      <p className={records.rowMeta}>{t('staff.invitationNote')}</p>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving} aria-label={t('staff.new')}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <div className={formStyles.grid}>
          {(['name', 'email', 'phone'] as const).map((field) => (
            <Field key={field} label={t(`clients.fields.${field}`)} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  className={fieldStyles.input}
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <Field label={t('clients.fields.language')} error={errors.language}>
            {(control) => (
              <select
                {...control}
                name="language"
                className={fieldStyles.input}
                value={values.language}
                onChange={(event) => setValues({ ...values, language: event.target.value as Language })}
              >
                <option value="es">{t('clients.languages.es')}</option>
                <option value="en">{t('clients.languages.en')}</option>
              </select>
            )}
          </Field>
          <Field label={t('staff.role')} error={errors.role}>
            {(control) => (
              <select
                {...control}
                name="role"
                className={fieldStyles.input}
                value={values.role}
                onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })}
              >
                <option value="TECHNICIAN">{t('staff.roles.TECHNICIAN')}</option>
                <option value="ADMIN">{t('staff.roles.ADMIN')}</option>
              </select>
            )}
          </Field>
        </div>
        <FormActions saving={saving} submitLabel={t('staff.invite')} size="sm" />
      </form>
    </section>
  );
}

/** One person: name (and "you"), role, e-mail and phone, last sign-in, state, and the button that deactivates or reactivates them. */
function StaffRow({ member, isViewer, onToggle }: { member: StaffMemberFieldsFragment; isViewer: boolean; onToggle: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className={records.row} data-testid="staff-row">
      <span className={records.rowTitle}>
        {member.name}
        {isViewer && ` (${t('staff.you')})`}
      </span>
      <span className={records.rowMeta}>
        {t(`staff.roles.${member.role === 'ADMIN' ? 'ADMIN' : 'TECHNICIAN'}`)}
        {' · '}
        {member.email}
        {member.phone && ` · ${member.phone}`}
        {' · '}
        {member.lastSignInAt ? t('staff.lastSignIn', { when: formatDateTime(member.lastSignInAt) }) : t('staff.neverSignedIn')}
      </span>
      <span className={records.rowEnd}>
        <ClientStateBadge client={member} />
        <Button size="sm" variant={member.active ? 'ghost' : 'secondary'} onClick={onToggle}>
          {member.active ? t('staff.deactivate') : t('staff.reactivate')}
        </Button>
      </span>
    </li>
  );
}

/** /admin/staff: the admins and technicians, with their role and last sign-in; invited, deactivated and reactivated here. */
export function StaffPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('staff.title'));
  const { toast } = useToast();
  const { user } = useSession();
  const translateErrors = useFieldErrors();
  // Pages of 50 (a page of 100 with each sign-in goes over the API's query cost limit).
  const staff = useConnectionList(AdminStaffDocument, { first: 50 }, (data) => data.staff);
  const [deactivate] = useMutation(DeactivateStaffDocument);
  const [reactivate] = useMutation(ReactivateStaffDocument);

  async function toggle(member: StaffMemberFieldsFragment) {
    try {
      await (member.active ? deactivate : reactivate)({ variables: { input: { id: member.id } } });
      toast({ title: t(member.active ? 'staff.deactivated' : 'staff.reactivated', { name: member.name }) });
    } catch (failure) {
      const refusal = translateErrors(failure)?.id;
      if (!refusal) console.error('Changing a member of the staff failed', failure);
      toast({ variant: 'destructive', title: refusal ?? t('form.failed') });
    }
  }

  return (
    <PageContainer>
      <PageTitle>{t('staff.title')}</PageTitle>
      <p className={records.rowMeta}>{t('staff.intro')}</p>
      <PagedList list={staff} label={t('staff.listLabel')} loadingLabel={t('staff.loading')} errorMessage={t('staff.error')} empty={t('staff.empty')}>
        {(member) => <StaffRow key={member.id} member={member} isViewer={member.id === user?.id} onToggle={() => void toggle(member)} />}
      </PagedList>
      <div className={sections}>
        <InviteStaff />
      </div>
    </PageContainer>
  );
}

export { StaffPage as Component };
