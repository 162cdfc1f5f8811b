import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { ChecklistSection } from '../components/checklist-section';
import * as styles from '../components/field-app.css';
import { RecordPanel } from '../components/record-panel';
import { RecordedEntries } from '../components/recorded-entries';
import { SignatureSection } from '../components/signature-section';
import { VisitActionBar } from '../components/visit-action-bar';
import { visitTitle } from '../components/visit-card';
import { VisitDetails } from '../components/visit-details';
import { VisitHeader } from '../components/visit-header';
import { REFUSAL_KEYS } from '../components/visit-texts';
import type { ImageRefusal } from '../lib/image-refusal';
import type { QueuedItem } from '../lib/offline-queue';
import { useVisitActions } from '../lib/use-visit-actions';

/**
 * /technician/visits/:id: the visit as a field app on the technician's phone. The boat and the
 * call and map buttons stay on top, the one next action (start, then finish) at the bottom; in
 * between the checklist, the camera and one form at a time (note, hours, part), and what was
 * recorded, correctable until the visit is finished; then the customer's signature.
 */
export function VisitPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const onRefused = useCallback(
    (item: QueuedItem, codes: string[]) => {
      console.error('Refused by the server', item.kind, codes);
      const refusal = codes.find((code): code is ImageRefusal => code in REFUSAL_KEYS);
      toast({ title: t('technician.work.refused', { what: item.label }), description: refusal && t(REFUSAL_KEYS[refusal]), variant: 'destructive' });
    },
    [t, toast],
  );
  // The server's visit with what waits on the phone applied; every action kept on the phone first.
  const { visit, parts, loading, error, refetch, pending, online, actions } = useVisitActions(id, onRefused);
  useDocumentTitle(visit ? visitTitle(visit) : t('technician.work.title'));
  if (!visit) {
    return (
      <PageContainer>
        <BackLink to={paths.technician.root.getHref()}>{t('frame.technician.back')}</BackLink>
        <PageTitle>{t('technician.work.title')}</PageTitle>
        {loading && <LoadingState label={t('technician.loading')} />}
        {!loading && !error && <EmptyState>{t('technician.work.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('technician.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }
  const open = visit.jobStatus !== 'COMPLETED' && visit.jobStatus !== 'CANCELLED';
  const editable = open && !visit.finishedAt;
  const recordedMinutes = visit.entries.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
  return (
    <PageContainer>
      <div className={styles.screen}>
        <VisitHeader visit={visit} titleId="visit-title" />
        <div className={styles.body}>
          <VisitDetails visit={visit} />
          {visit.checklist.length > 0 && <ChecklistSection visit={visit} open={editable} actions={actions} />}
          {editable && visit.startedAt && <RecordPanel startedAt={visit.startedAt} recordedMinutes={recordedMinutes} parts={parts} actions={actions} />}
          {(visit.startedAt || visit.entries.length > 0) && <RecordedEntries visit={visit} editable={editable} actions={actions} />}
          {visit.startedAt && <SignatureSection visit={visit} open={open} actions={actions} />}
        </div>
        <VisitActionBar visit={visit} open={open} waiting={pending.length} online={online} actions={actions} />
      </div>
    </PageContainer>
  );
}

export { VisitPage as Component };
