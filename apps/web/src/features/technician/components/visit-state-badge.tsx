import type { VisitState } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { badge, type BadgeTone } from '../../../shared/ui/status-badge.css';

/** The visit's own state, never its job's: tomorrow's visit of a job under way is still booked. */
const tones: Record<VisitState, BadgeTone> = { PLANNED: 'blue', UNDER_WAY: 'yellow', DONE: 'green', CLOSED: 'gray', CALLED_OFF: 'gray' };

export function VisitStateBadge({ state }: { state: VisitState }) {
  const { t } = useTranslation('portal');
  return (
    <span className={badge({ tone: tones[state] })} data-tone={tones[state]} data-testid="visit-state">
      {t(`technician.visitState.${state}`)}
    </span>
  );
}

/** Still work to do (today's open visits come first on the technician's home). */
export const isOpen = (state: VisitState) => state === 'PLANNED' || state === 'UNDER_WAY';
