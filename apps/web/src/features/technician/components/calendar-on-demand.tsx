import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { InlineSpinner } from '../../../shared/ui/spinner';

const CalendarCard = lazy(() => import('./calendar-loader').then((loader) => loader.loadCalendarCard()));

/**
 * The technician's calendar link, folded: set up once, rarely opened again. Its code (and Apollo
 * Client's) loads when it is opened, not with the app on a marina's signal.
 */
export function CalendarOnDemand() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <details className={card({ padding: 'lg' })} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={cardTitle({ space: 'md' })}>{t('technician.calendar.title')}</summary>
      {open && (
        <Suspense fallback={<InlineSpinner />}>
          <CalendarCard />
        </Suspense>
      )}
    </details>
  );
}
