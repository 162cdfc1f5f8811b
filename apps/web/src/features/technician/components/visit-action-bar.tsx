import type { VisitWorkFragment } from '@mmt/graphql';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palmaTime } from '../../../shared/format/visit-time';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { FinishPanel } from './finish-panel';
import * as styles from './field-app.css';
import type { VisitActions } from '../lib/use-visit-actions';
import { clockOf, failureKey } from './visit-texts';

/** The running clock since the start, once a second. */
function Timer({ startedAt }: { startedAt: string }) {
  const { t } = useTranslation('portal');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <span className={styles.timer} role="timer" data-testid="visit-timer">
      {t('technician.work.timer', { time: clockOf(now - new Date(startedAt).getTime()) })}
    </span>
  );
}

/**
 * The bottom of the screen, always in reach: where the visit stands and its one next action
 * (start, then finish), and what still waits on the phone.
 */
export function VisitActionBar({
  visit,
  open,
  waiting,
  online,
  actions,
}: {
  visit: VisitWorkFragment;
  open: boolean;
  waiting: number;
  online: boolean;
  actions: VisitActions;
}) {
  const { t } = useTranslation('portal');
  const [finishing, setFinishing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  async function start() {
    setStarting(true);
    try {
      await actions.start();
      setFailure(undefined);
    } catch (cause) {
      setFailure(cause);
    } finally {
      setStarting(false);
    }
  }
  const status = visit.finishedAt
    ? t('technician.work.finishedAt', { time: palmaTime(visit.finishedAt) })
    : !open
      ? t('technician.work.closed')
      : visit.startedAt
        ? null
        : t('technician.work.notStarted');
  return (
    <div className={styles.bar} data-testid="visit-action-bar">
      <div className={styles.barStatus}>
        {status ?? <Timer startedAt={visit.startedAt!} />}
        {waiting > 0 && <span data-testid="pending-count">{t(online ? 'technician.work.sending' : 'technician.work.savedOffline', { count: waiting })}</span>}
      </div>
      {failure !== undefined && <ErrorAlert>{t(failureKey(failure))}</ErrorAlert>}
      {open && !visit.startedAt && (
        <Button size="lg" fullWidth onClick={() => void start()} disabled={starting}>
          {starting && <InlineSpinner />}
          {t('technician.work.start')}
        </Button>
      )}
      {open &&
        visit.startedAt &&
        !visit.finishedAt &&
        (finishing ? (
          <FinishPanel nextVisitAt={visit.nextVisitOfJobAt ?? null} actions={actions} onCancel={() => setFinishing(false)} />
        ) : (
          // Finishing waits on the phone too, sent after what was recorded before it.
          <Button size="lg" fullWidth onClick={() => setFinishing(true)}>
            {t('technician.work.finishButton')}
          </Button>
        ))}
    </div>
  );
}
