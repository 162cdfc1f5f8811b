import { useMutation, useQuery } from '@apollo/client/react';
import { CompanySettingsDocument, UpdateCompanyDetailsDocument, type CompanySettingsFieldsFragment } from '@mmt/graphql';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InlineSpinner, Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import {
  companyFieldGroups,
  companyInputOf,
  differingFields,
  formValuesOf,
  isNumberField,
  notNumbers,
  type CompanyField,
  type CompanyFieldGroup,
  type CompanyFormValues,
} from '../lib/company-form';
import { BusinessHoursForm } from '../components/settings/business-hours-form';
import { HealthFigures } from '../components/settings/health-figures';
import { saveFailureOf } from '../lib/content-errors';
import * as styles from './settings-page.css';

const inputKind: Partial<Record<CompanyField, { type: string; autoComplete?: string; hint?: 'phone' | 'whatsappNumber' | 'taxId' | 'iban' | 'openingHours' }>> =
  {
    email: { type: 'email', autoComplete: 'email' },
    phone: { type: 'tel', autoComplete: 'tel', hint: 'phone' },
    whatsappNumber: { type: 'tel', hint: 'whatsappNumber' },
    taxId: { type: 'text', hint: 'taxId' },
    'bankAccount.iban': { type: 'text', hint: 'iban' },
    openingHours: { type: 'text', hint: 'openingHours' },
  };
const linkGroups = new Set<CompanyFieldGroup>(['social', 'links']);
/** Long values: the whole width of the group. */
const wideFields = new Set<CompanyField>(['registry', 'externalLinks.documentationFolder', 'openingHours']);

/** The details as the server had them when a save conflicted (CONFLICT's `extensions.current`). */
type CurrentDetails = Partial<CompanySettingsFieldsFragment> & { version: number };

/**
 * /admin/settings: the business hours, and the company's details (footer, legal pages, WhatsApp
 * buttons, invoices). The server validates every field; its errors show under each field in the admin's
 * language and what was typed stays. A stale save shows the other admin's values beside the draft.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const { data, error } = useQuery(CompanySettingsDocument, { fetchPolicy: 'network-only' });
  const details = data?.companyDetails;

  return (
    <PageContainer>
      <BackLink to={paths.admin.dashboard.getHref()}>{t('dashboard.title')}</BackLink>
      <PageTitle>{t('settings.title')}</PageTitle>
      <p className={styles.intro}>{t('settings.intro')}</p>
      <HealthFigures />
      <BusinessHoursForm />
      {!details && !error && <Spinner label={t('settings.loading')} />}
      {!details && error && <ErrorAlert>{t('settings.loadError')}</ErrorAlert>}
      {details && <CompanyForm initial={details} />}
    </PageContainer>
  );
}

function CompanyForm({ initial }: { initial: CompanySettingsFieldsFragment }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const formErrorId = useId();
  const [updateCompany, { loading: saving }] = useMutation(UpdateCompanyDetailsDocument);
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesOf(initial));
  const [version, setVersion] = useState(initial.version);
  const [errors, setErrors] = useState<Partial<Record<CompanyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<CompanyFormValues | null>(null);

  useEffect(() => setVersion(initial.version), [initial.version]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const wrongNumbers = notNumbers(values);
    if (wrongNumbers.length) {
      setErrors(Object.fromEntries(wrongNumbers.map((field) => [field, t('errors:validation.isNumber')])));
      setFormError(t('settings.invalid'));
      return;
    }
    try {
      const result = await updateCompany({ variables: { input: companyInputOf(values, version) } });
      const saved = result.data?.updateCompanyDetails.companyDetails;
      if (saved) {
        setValues(formValuesOf(saved));
        setVersion(saved.version);
      }
      setConflict(null);
      toast({ variant: 'success', title: t('settings.saved.title'), description: t('settings.saved.description') });
      // The footer, contact buttons and legal pages of this very page load read them from the root loader.
      void revalidator.revalidate();
    } catch (cause) {
      toast({ variant: 'destructive', title: t('settings.saveError.title'), description: t('settings.saveError.description') });
      const failure = saveFailureOf<CurrentDetails>(cause, (key, options) => String(i18n.t(key as never, options as never)));
      if (failure.kind === 'conflict') {
        setConflict(formValuesOf(failure.current));
        setVersion(failure.current.version);
      } else if (failure.kind === 'invalid') {
        setErrors(failure.fieldErrors);
        setFormError(t('settings.invalid'));
      } else {
        console.error('Company details save failed', cause);
      }
    }
  }

  const theirChanges = conflict ? differingFields(values, conflict) : [];
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving} aria-describedby={formError ? formErrorId : undefined}>
      {formError && <ErrorAlert id={formErrorId}>{formError}</ErrorAlert>}
      {conflict && (
        <ErrorAlert>
          <div className={styles.conflict} data-testid="settings-conflict">
            <strong>{t('settings.conflict.title')}</strong>
            {theirChanges.length > 0 && (
              <>
                <span>{t('settings.conflict.changed')}</span>
                <dl className={styles.conflictValues}>
                  {theirChanges.map((field) => (
                    <div key={field}>
                      <dt>{t(`settings.fields.${field}` as never)}</dt>
                      <dd>{conflict[field]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            <span>{t('settings.conflict.keep')}</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setValues(conflict);
                setConflict(null);
              }}
            >
              {t('settings.conflict.useTheirs')}
            </Button>
          </div>
        </ErrorAlert>
      )}
      {(Object.keys(companyFieldGroups) as CompanyFieldGroup[]).map((group) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>{t(`settings.groups.${group}`)}</legend>
          {linkGroups.has(group) && <p className={styles.groupHint}>{t('settings.hints.links')}</p>}
          <div className={styles.fields}>
            {companyFieldGroups[group].map((field: CompanyField) => {
              const kind = inputKind[field];
              return (
                <div key={field} className={wideFields.has(field) ? styles.wide : undefined}>
                  <TextField
                    name={field}
                    label={t(`settings.fields.${field}` as never)}
                    hint={kind?.hint ? t(`settings.hints.${kind.hint}`) : undefined}
                    error={errors[field]}
                    type={kind?.type ?? (isNumberField(field) ? 'text' : linkGroups.has(group) || field === 'website' ? 'url' : 'text')}
                    inputMode={isNumberField(field) ? 'decimal' : undefined}
                    autoComplete={kind?.autoComplete ?? 'off'}
                    value={values[field]}
                    onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving && <InlineSpinner />}
          {saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

export { SettingsPage as Component };
