import { useMutation } from '@apollo/client/react';
import {
  CreateMaintenanceTaskTemplateDocument,
  MaintenanceTaskTemplatesDocument,
  RemoveMaintenanceTaskTemplateDocument,
  UpdateMaintenanceTaskTemplateDocument,
  type AdminMaintenanceTaskTemplateFragment,
  type EquipmentCategory,
} from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { useEquipmentCategoryLabel } from '../../../../shared/boats/maintenance';
import { formatNumber } from '../../../../shared/format/format';
import { Button } from '../../../../shared/ui/button';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useRowAction } from '../../lib/row-action';
import { EditableRecords } from '../common/editable-records';
import { MaintenanceTemplateForm } from './maintenance-template-form';
import * as records from '../common/record-list.css';

type Template = AdminMaintenanceTaskTemplateFragment;

/** "Every 12 months or 250 running hours, whichever comes first". */
function useIntervalText(): (template: Template) => string {
  const { t, i18n } = useTranslation('admin');
  return ({ intervalMonths, intervalHours }) => {
    const hours = intervalHours != null ? formatNumber(intervalHours, i18n.language) : null;
    if (intervalMonths != null && hours) return t('maintenanceTemplates.everyBoth', { count: intervalMonths, hours });
    return intervalMonths != null ? t('maintenanceTemplates.everyMonths', { count: intervalMonths }) : t('maintenanceTemplates.everyHours', { hours });
  };
}

/** A category's default tasks, both titles each (the viewer's language first), edited in place, removed, or a new one added. */
export function CategoryTemplates({ category, templates }: { category: EquipmentCategory; templates: Template[] }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const label = useEquipmentCategoryLabel()(category);
  const intervalText = useIntervalText();
  // The list is read again after an addition or a removal (it is short), before the form closes.
  const refetchList = { refetchQueries: [MaintenanceTaskTemplatesDocument], awaitRefetchQueries: true };
  const [create] = useMutation(CreateMaintenanceTaskTemplateDocument, refetchList);
  const [update] = useMutation(UpdateMaintenanceTaskTemplateDocument);
  const [removeTemplate] = useMutation(RemoveMaintenanceTaskTemplateDocument, refetchList);
  const rowAction = useRowAction();
  const english = normalizeLanguage(i18n.language) === 'en';
  const titleOf = (template: Pick<Template, 'titleEs' | 'titleEn'>) => (english ? template.titleEn : template.titleEs);

  const remove = (template: Template) =>
    rowAction(() => removeTemplate({ variables: { input: { id: template.id } } }), t('maintenanceTemplates.removed', { title: titleOf(template) }));

  return (
    <EditableRecords
      id={`templates-${category}`}
      testId="category-templates"
      title={label}
      addLabel={t('maintenance.add')}
      addName={t('maintenanceTemplates.addTo', { category: label })}
      empty={t('maintenanceTemplates.empty')}
      items={templates}
      renderForm={(template, close) => (
        <MaintenanceTemplateForm
          template={template}
          submitLabel={template ? t('form.save') : t('maintenance.create')}
          onCancel={close}
          onSubmit={async (fields) => {
            if (template) await update({ variables: { input: { ...fields, id: template.id } } });
            else await create({ variables: { input: { ...fields, category } } });
            toast({ title: t(template ? 'maintenanceTemplates.saved' : 'maintenanceTemplates.created', { title: titleOf(fields) }) });
            close();
          }}
        />
      )}
      renderRow={(template, edit) => (
        <li key={template.id} className={records.row} data-testid="template-row">
          <span className={records.rowTitle}>{titleOf(template)}</span>
          <span className={records.rowMeta} lang={english ? 'es' : 'en'}>
            {english ? template.titleEs : template.titleEn}
          </span>
          <span className={records.rowMeta}>{intervalText(template)}</span>
          <span className={records.rowEnd}>
            <Button size="sm" variant="ghost" onClick={edit} aria-label={t('maintenance.editNamed', { title: titleOf(template) })}>
              {t('maintenance.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void remove(template)} aria-label={t('maintenance.removeNamed', { title: titleOf(template) })}>
              {t('maintenance.remove')}
            </Button>
          </span>
        </li>
      )}
    />
  );
}
