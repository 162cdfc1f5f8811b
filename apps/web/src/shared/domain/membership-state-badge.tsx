import type { MembershipState } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { badge, type BadgeTone } from '../ui/status-badge.css';

/** A membership's state in the portal's words (both areas load them). Active green; a failed charge red (it needs the member's eye); ending yellow; ended grey. */
const tones: Record<MembershipState, BadgeTone> = { ACTIVE: 'green', PAST_DUE: 'red', CANCELLING: 'yellow', ENDED: 'gray' };

export function MembershipStateBadge({ state }: { state: MembershipState }) {
  const { t } = useTranslation('portal');
  return (
    <span className={badge({ tone: tones[state] })} data-tone={tones[state]}>
      {t(`membership.state.${state}`)}
    </span>
  );
}
