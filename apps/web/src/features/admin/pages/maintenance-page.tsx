import { MaintenanceDueDocument, type EquipmentCategory } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  equipmentCategories,
  MaintenanceStateBadge,
  useDueText,
  useEquipmentCategoryLabel,
  useEquipmentName,
  useTaskTitle,
} from '../../../shared/boats/maintenance';
import { useConnectionList } from '../../../shared/graphql/use-connection-list';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { Field } from '../../../shared/ui/field';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { ClientSelect } from '../components/common/job-filters';
import { filters } from '../components/common/list-filters.css';
import { MaintenanceJobAction } from '../components/maintenance/maintenance-job-action';
import { PagedList } from '../components/common/paged-list';
import * as records from '../components/common/record-list.css';

const PAGE_SIZE = 20;

/**
 * /admin/maintenance: every boat's tasks due soon or overdue, overdue first, then by due date,
 * filtered by client, category and due this week (?customer=&category=&due=week); each turned into a job in one step.
 */
export function MaintenancePage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.maintenance.title'));
  const categoryLabel = useEquipmentCategoryLabel();
  const equipmentName = useEquipmentName();
  const dueText = useDueText();
  const taskTitle = useTaskTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  const customer = searchParams.get('customer') ?? '';
  const category = (equipmentCategories as string[]).includes(searchParams.get('category') ?? '')
    ? (searchParams.get('category') as EquipmentCategory)
    : undefined;
  const thisWeek = searchParams.get('due') === 'week';
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  };
  const tasks = useConnectionList(
    MaintenanceDueDocument,
    { customerId: customer || undefined, category, thisWeek: thisWeek || undefined, first: PAGE_SIZE },
    (data) => data.maintenanceDue,
  );
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('pages.maintenance.title')}</PageTitle>
        <Link to={paths.admin.maintenance.templates.getHref()} className={button({ size: 'sm', variant: 'secondary' })}>
          {t('pages.maintenanceTemplates.title')}
        </Link>
      </div>
      <div className={filters} role="search" aria-label={t('maintenance.filters')}>
        <ClientSelect label={t('jobs.filterClient')} emptyLabel={t('jobs.allClients')} value={customer} onChange={(id) => setFilter('customer', id)} />
        <Field label={t('maintenance.filterCategory')}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={category ?? ''} onChange={(event) => setFilter('category', event.target.value)}>
              <option value="">{t('maintenance.allCategories')}</option>
              {equipmentCategories.map((option) => (
                <option key={option} value={option}>
                  {categoryLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('maintenance.filterDue')}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={thisWeek ? 'week' : ''} onChange={(event) => setFilter('due', event.target.value)}>
              <option value="">{t('maintenance.dueSoon')}</option>
              <option value="week">{t('maintenance.dueThisWeek')}</option>
            </select>
          )}
        </Field>
      </div>
      <PagedList
        list={tasks}
        label={t('pages.maintenance.title')}
        loadingLabel={t('maintenance.loading')}
        errorMessage={t('maintenance.error')}
        empty={t('maintenance.noneDue')}
      >
        {(task) => (
          <li key={task.id} className={records.row} data-testid="due-task-row">
            <Link to={paths.admin.boats.detail.getHref(task.boat.id)} className={records.rowTitle}>
              {task.boat.name}: {taskTitle(task)}
            </Link>
            <span className={records.rowMeta}>{task.equipment ? equipmentName(task.equipment) : t('maintenance.fields.wholeBoat')}</span>
            <span className={records.rowMeta}>{t('maintenance.due', { due: dueText(task) })}</span>
            <span className={records.rowEnd}>
              <MaintenanceStateBadge state={task.state} />
              <MaintenanceJobAction task={task} />
            </span>
          </li>
        )}
      </PagedList>
    </PageContainer>
  );
}

export { MaintenancePage as Component };
