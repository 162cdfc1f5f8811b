import { TechnicianVisitQueryText, TechnicianVisitsQueryText, type TechnicianVisitsQueryVariables } from '@mmt/graphql';
import { useEffect } from 'react';
import { prefetchTechnicianQuery, useTechnicianQuery } from './technician-query';

/**
 * The technician's visits in a range, and each of them read ahead in full (job, boat, customer's
 * phone, berth, checklist, what was recorded): kept by the service worker, every visit of the
 * coming days then opens aboard with no signal.
 */
export function useTechnicianVisits(variables: TechnicianVisitsQueryVariables) {
  const result = useTechnicianQuery(TechnicianVisitsQueryText, variables);
  const ids = result.data?.visits.map((visit) => visit.id).join(',');
  useEffect(() => {
    if (!ids || !navigator.onLine) return;
    // One after another: the phone's signal is for the screen first.
    void ids.split(',').reduce((previous, id) => previous.then(() => prefetchTechnicianQuery(TechnicianVisitQueryText, { id })), Promise.resolve());
  }, [ids]);
  return result;
}
