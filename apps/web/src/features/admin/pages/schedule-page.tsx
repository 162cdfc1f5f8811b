import { useQuery } from '@apollo/client/react';
import { AdminTechniciansDocument, AdminVisitsDocument, type ScheduledVisitFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIsoDate, todayIso } from '../../../shared/format/format';
import { addDays, mondayOf, palmaTime, rangeOfDays, weekdayOf } from '../../../shared/format/visit-time';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Field } from '../../../shared/ui/field';
import { ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { JobStatusBadge } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { VisitForm } from '../components/visit-form';
import * as styles from './schedule-page.css';

/** One visit in the week: its window, job, boat and who goes; "Move" opens it in the form. */
function VisitCard({ visit, onMove }: { visit: ScheduledVisitFragment; onMove: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className={styles.visit} data-testid="schedule-visit">
      <span className={styles.time}>
        {palmaTime(visit.startsAt)}–{palmaTime(visit.endsAt)}
      </span>
      <Link to={paths.admin.jobs.detail.getHref(visit.jobId)}>{visit.jobTitle}</Link>
      <span>
        {visit.boat.name} · {visit.customer.name}
      </span>
      <span>{visit.technicians.map((technician) => technician.name).join(', ')}</span>
      <JobStatusBadge status={visit.jobStatus} />
      <Button size="sm" variant="ghost" onClick={onMove}>
        {t('schedule.move')}
      </Button>
    </li>
  );
}

/** /admin/schedule: a week of visits, everyone's or one technician's; a visit moves in one edit. */
export function SchedulePage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('schedule.title'));
  const today = todayIso();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [technicianId, setTechnicianId] = useState('');
  const [moving, setMoving] = useState<ScheduledVisitFragment | null>(null);
  const technicians = useQuery(AdminTechniciansDocument, { variables: { active: true } }).data?.technicians.edges.map((edge) => edge.node) ?? [];
  const { data, previousData, loading, error, refetch } = useQuery(AdminVisitsDocument, {
    variables: { ...rangeOfDays(monday, 7), technicianId: technicianId || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const visits = (data ?? previousData)?.visits;
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));

  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('schedule.title')}</PageTitle>
        <Link to={paths.admin.staff.getHref()}>{t('staff.title')}</Link>
      </div>
      <p className={styles.muted}>{t('schedule.intro')}</p>
      <div className={styles.toolbar}>
        <Button size="sm" variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          {t('schedule.previousWeek')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setMonday(mondayOf(today))}>
          {t('schedule.thisWeek')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          {t('schedule.nextWeek')}
        </Button>
        <div className={styles.filter}>
          <Field label={t('schedule.technician')}>
            {(control) => (
              <select {...control} className={fieldStyles.input} value={technicianId} onChange={(event) => setTechnicianId(event.target.value)}>
                <option value="">{t('schedule.everyone')}</option>
                {technicians.map((technician) => (
                  <option key={technician.id} value={technician.id}>
                    {technician.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </div>
      <h2 className={cardTitle({ space: 'sm' })}>{t('schedule.week', { from: formatIsoDate(days[0]), to: formatIsoDate(days[6]) })}</h2>
      {loading && !visits && <LoadingState label={t('schedule.loading')} />}
      {error && !visits && <ErrorState message={t('schedule.error')} onRetry={() => void refetch()} />}
      {visits && (
        <div className={styles.week} aria-busy={loading}>
          {days.map((day) => {
            const ofDay = visits.filter((visit) => todayIso(new Date(visit.startsAt)) === day);
            return (
              <section key={day} className={day === today ? `${styles.day} ${styles.today}` : styles.day} aria-labelledby={`day-${day}`} data-testid="schedule-day">
                <h3 id={`day-${day}`} className={styles.dayTitle}>
                  {weekdayOf(day, i18n.language, 'long')} {formatIsoDate(day).slice(0, 5)}
                </h3>
                {ofDay.length === 0 ? (
                  <p className={styles.muted}>{t('schedule.noVisits')}</p>
                ) : (
                  <ul className={styles.visits}>
                    {ofDay.map((visit) => (
                      <VisitCard key={visit.id} visit={visit} onMove={() => setMoving(visit)} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      {moving && (
        <section className={`${card({ padding: 'responsive' })} ${styles.editor}`} aria-labelledby="move-visit-title">
          <h2 id="move-visit-title" className={cardTitle({ space: 'sm' })}>
            {t('schedule.moveTitle', { job: moving.jobTitle, boat: moving.boat.name })}
          </h2>
          <VisitForm key={moving.id} visit={moving} onSaved={() => setMoving(null)} onCancel={() => setMoving(null)} />
        </section>
      )}
    </PageContainer>
  );
}

export { SchedulePage as Component };
