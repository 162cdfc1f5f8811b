import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../shared/format/format';
import { rangeOfDays } from '../../../shared/format/visit-time';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { CalendarOnDemand } from '../components/calendar-on-demand';
import { VisitCard, type TechnicianVisit } from '../components/visit-card';
import { isOpen } from '../components/visit-state-badge';
import { useTechnicianVisits } from '../lib/use-technician-visits';

/** How far ahead "next visits" reach. */
const DAYS_AHEAD = 14;

/** A day's visits: those still to do first, then, under their own heading, the ones already finished or closed. */
function VisitList({ title, visits, empty }: { title: string; visits: TechnicianVisit[]; empty: string }) {
  const { t } = useTranslation('portal');
  const id = `visits-${title.replace(/\W+/g, '-')}`;
  const open = visits.filter((visit) => isOpen(visit.state));
  const over = visits.filter((visit) => !isOpen(visit.state));
  return (
    <section className={sections} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {open.length === 0 && over.length === 0 && <EmptyState>{empty}</EmptyState>}
      {open.map((visit) => (
        <VisitCard key={visit.id} visit={visit} />
      ))}
      {over.length > 0 && (
        <>
          <h3 id={`${id}-over`}>{t('technician.finishedToday')}</h3>
          {over.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </>
      )}
    </section>
  );
}

/** /technician: the technician's visits today and in the next two weeks, and their calendar link. */
export function TechnicianHomePage() {
  const { t } = useTranslation('portal');
  const { user } = useSession();
  useDocumentTitle(t('technician.title'));
  const today = todayIso();
  const { data, loading, error, refetch } = useTechnicianVisits(rangeOfDays(today, DAYS_AHEAD + 1));
  const visits = data?.visits.filter((visit) => todayIso(new Date(visit.endsAt)) >= today);
  return (
    <PageContainer>
      <PageTitle>{t('technician.title')}</PageTitle>
      <p>{t('technician.greeting', { name: user?.name })}</p>
      {loading && !visits && <LoadingState label={t('technician.loading')} />}
      {error && !visits && <ErrorState message={t('technician.error')} onRetry={() => void refetch()} />}
      {visits && (
        <>
          <VisitList
            title={t('technician.today')}
            visits={visits.filter((visit) => todayIso(new Date(visit.startsAt)) <= today)}
            empty={t('technician.noneToday')}
          />
          <VisitList
            title={t('technician.next')}
            visits={visits.filter((visit) => todayIso(new Date(visit.startsAt)) > today)}
            empty={t('technician.noneNext')}
          />
        </>
      )}
      <div className={sections}>
        <CalendarOnDemand />
      </div>
    </PageContainer>
  );
}

export { TechnicianHomePage as Component };
