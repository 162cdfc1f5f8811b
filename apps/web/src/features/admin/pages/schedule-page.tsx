import { useMutation, useQuery } from '@apollo/client/react';
import { AdminTechniciansDocument, AdminVisitsDocument, MoveVisitDocument, type ScheduledVisitFragment, type VisitSavedFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIsoDate, todayIso } from '../../../shared/format/format';
import { addDays, mondayOf, rangeOfDays, visitWindow, weekdayOf } from '../../../shared/format/visit-time';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { paths } from '../../../shared/paths';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { WarningAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { cardTitle } from '../../../shared/ui/card.css';
import { Field } from '../../../shared/ui/field';
import { ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { Dialog } from '../components/schedule/dialog';
import { ScheduleCalendar, type CalendarColumn, type MoveTarget } from '../components/schedule/schedule-calendar';
import { VisitForm } from '../components/schedule/visit-form';
import { useFieldErrors } from '../lib/form-errors';
import * as styles from './schedule-page.css';

type View = 'week' | 'day';

/** A move stopped by overlaps, waiting for the admin's answer. */
interface Asking {
  visit: ScheduledVisitFragment;
  target: MoveTarget;
  conflicts: VisitSavedFragment['conflicts'];
  settle: () => void;
}

const dayOfVisit = (visit: ScheduledVisitFragment) => todayIso(new Date(visit.startsAt));

/**
 * /admin/schedule: the week as a time grid (a column per day; on a phone one day at a time), or a
 * day with a column per technician. A visit is dragged, or moved with the keyboard, to another
 * time, day or technician; 'Mover' edits it in a dialog where the admin is. A move that would
 * double-book a technician is shown as it is made and asked about before it is saved.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('schedule.title'));
  const { toast } = useToast();
  const fieldErrors = useFieldErrors();
  const narrow = useMediaQuery(mediaQueries.mobile);
  const today = todayIso();
  const [view, setView] = useState<View>('week');
  const [day, setDay] = useState(today);
  const [technicianId, setTechnicianId] = useState('');
  const [editing, setEditing] = useState<ScheduledVisitFragment | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirming, setConfirming] = useState(false);
  const monday = mondayOf(day);
  const technicians = useQuery(AdminTechniciansDocument, { variables: { active: true } }).data?.technicians.edges.map((edge) => edge.node) ?? [];
  const { data, previousData, loading, error, refetch } = useQuery(AdminVisitsDocument, {
    variables: { ...rangeOfDays(monday, 7), technicianId: technicianId || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const [moveVisit] = useMutation(MoveVisitDocument, { refetchQueries: ['AdminVisits', 'AdminJob', 'TodayOverview'], awaitRefetchQueries: true });
  const visits = (data ?? previousData)?.visits;
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const dayLabel = (each: string, weekday: 'short' | 'long') => `${weekdayOf(each, i18n.language, weekday)} ${formatIsoDate(each).slice(0, 5)}`;

  const columns: CalendarColumn[] =
    view === 'week'
      ? days.map((each) => ({
          key: each,
          label: dayLabel(each, narrow ? 'long' : 'short'),
          spoken: dayLabel(each, 'long'),
          day: each,
          visits: visits?.filter((visit) => dayOfVisit(visit) === each) ?? [],
        }))
      : techniciansOfDay(technicians, visits ?? [], day, technicianId).map((technician) => ({
          key: technician.id,
          label: technician.name,
          spoken: technician.name,
          day,
          technicianId: technician.id,
          visits: visits?.filter((visit) => dayOfVisit(visit) === day && visit.technicians.some((each) => each.id === technician.id)) ?? [],
        }));
  const shownVisits = columns.flatMap((column) => (view === 'week' && narrow && column.day !== day ? [] : column.visits));

  /** Saves a move; on overlaps, asks (the calendar keeps the visit where it was dropped until it settles). */
  async function save(visit: ScheduledVisitFragment, target: MoveTarget, confirmOverlaps: boolean): Promise<VisitSavedFragment | null> {
    try {
      const saved = (await moveVisit({ variables: { input: { ...target, visitId: visit.id, estimatedMinutes: visit.estimatedMinutes, confirmOverlaps } } }))
        .data!.moveVisit;
      if (saved.visit) toast({ title: t('schedule.form.moved'), description: `${saved.visit.jobTitle}: ${visitWindow(saved.visit, i18n.language)}` });
      return saved;
    } catch (failure) {
      const errors = fieldErrors(failure);
      toast({ title: t('schedule.moveFailed'), description: errors ? Object.values(errors).join(' ') : t('form.failed'), variant: 'destructive' });
      return null;
    }
  }

  async function move(visit: ScheduledVisitFragment, target: MoveTarget) {
    const saved = await save(visit, target, false);
    if (saved && !saved.visit) await new Promise<void>((settle) => setAsking({ visit, target, conflicts: saved.conflicts, settle }));
  }

  async function answer(confirm: boolean) {
    if (!asking) return;
    if (confirm) {
      setConfirming(true);
      await save(asking.visit, asking.target, true);
      setConfirming(false);
    }
    asking.settle();
    setAsking(null);
  }

  const step = view === 'week' ? 7 : 1;
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('schedule.title')}</PageTitle>
        <Link to={paths.admin.staff.getHref()}>{t('staff.title')}</Link>
      </div>
      <p className={styles.muted}>{t('schedule.intro')}</p>
      <div className={styles.toolbar}>
        <div className={styles.views} role="group" aria-label={t('schedule.view')}>
          {(['week', 'day'] as const).map((each) => (
            <Button key={each} size="sm" variant={view === each ? 'primary' : 'secondary'} aria-pressed={view === each} onClick={() => setView(each)}>
              {t(`schedule.${each}View`)}
            </Button>
          ))}
        </div>
        <div className={styles.navigation}>
          <Button size="sm" variant="secondary" onClick={() => setDay(addDays(day, -step))}>
            {t(view === 'week' ? 'schedule.previousWeek' : 'schedule.previousDay')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDay(today)}>
            {t(view === 'week' ? 'schedule.thisWeek' : 'schedule.today')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDay(addDays(day, step))}>
            {t(view === 'week' ? 'schedule.nextWeek' : 'schedule.nextDay')}
          </Button>
        </div>
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
      <h2 className={cardTitle({ space: 'sm' })}>
        {view === 'week'
          ? t('schedule.week', { from: formatIsoDate(days[0]), to: formatIsoDate(days[6]) })
          : dayLabel(day, 'long') + formatIsoDate(day).slice(5)}
      </h2>
      {view === 'week' && narrow && (
        <div className={styles.days} role="group" aria-label={t('schedule.dayOfWeek')}>
          {days.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.dayButton}
              aria-pressed={each === day}
              aria-label={dayLabel(each, 'long')}
              onClick={() => setDay(each)}
            >
              <span className={styles.dayName}>{weekdayOf(each, i18n.language)}</span>
              <span>{Number(each.slice(8))}</span>
            </button>
          ))}
        </div>
      )}
      {loading && !visits && <LoadingState label={t('schedule.loading')} />}
      {error && !visits && <ErrorState message={t('schedule.error')} onRetry={() => void refetch()} />}
      {visits && (
        <div aria-busy={loading}>
          {shownVisits.length === 0 && <p className={styles.muted}>{t('schedule.noVisits')}</p>}
          <ScheduleCalendar
            columns={columns}
            shown={view === 'week' && narrow ? day : null}
            onShow={setDay}
            visits={visits}
            showTechnicians={view === 'week'}
            onMove={move}
            onEdit={setEditing}
          />
        </div>
      )}
      {editing && (
        <Dialog
          title={t('schedule.moveTitle', { job: editing.jobTitle, boat: editing.boat.name })}
          closeLabel={t('schedule.close')}
          onClose={() => setEditing(null)}
          testId="move-visit-dialog"
        >
          <VisitForm visit={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        </Dialog>
      )}
      {asking && (
        <Dialog title={t('schedule.conflictTitle')} closeLabel={t('schedule.close')} onClose={() => void answer(false)} testId="visit-conflict-dialog">
          <WarningAlert>
            <p>{t('schedule.form.overlapTitle')}</p>
            <ul data-testid="visit-conflicts">
              {asking.conflicts.map((conflict) => (
                <li key={`${conflict.technician.id}-${conflict.visit.id}`}>
                  {t('schedule.form.overlapItem', {
                    technician: conflict.technician.name,
                    job: conflict.visit.jobTitle,
                    boat: conflict.visit.boat.name,
                    window: visitWindow(conflict.visit, i18n.language),
                  })}
                </li>
              ))}
            </ul>
          </WarningAlert>
          <div className={styles.actions}>
            <Button size="sm" disabled={confirming} onClick={() => void answer(true)}>
              {t('schedule.form.confirm')}
            </Button>
            <Button size="sm" variant="secondary" disabled={confirming} onClick={() => void answer(false)}>
              {t('schedule.keepWhereItWas')}
            </Button>
          </div>
        </Dialog>
      )}
    </PageContainer>
  );
}

/**
 * The day view's columns: the technicians chosen (all active ones, or the one filtered), and any
 * other technician with a visit that day (deactivated since), by name.
 */
function techniciansOfDay(
  technicians: readonly { id: string; name: string }[],
  visits: readonly ScheduledVisitFragment[],
  day: string,
  only: string,
): { id: string; name: string }[] {
  const byId = new Map(technicians.map((technician) => [technician.id, { id: technician.id, name: technician.name }]));
  for (const visit of visits)
    if (dayOfVisit(visit) === day) for (const technician of visit.technicians) if (!byId.has(technician.id)) byId.set(technician.id, technician);
  return [...byId.values()].filter((technician) => !only || technician.id === only).sort((a, b) => a.name.localeCompare(b.name));
}

export { SchedulePage as Component };
