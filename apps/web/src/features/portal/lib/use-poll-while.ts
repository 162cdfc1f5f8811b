import { useEffect, useState } from 'react';

/** How often, and how many times, to read again while waiting on Stripe's confirmation (its webhook may come a moment after the customer). */
const POLL_MS = 2000;
const POLLS = 15;

/** Reads again (`refetch`) every two seconds while `waiting`, for half a minute at most. */
export function usePollWhile(waiting: boolean, refetch: () => unknown): void {
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting || polls >= POLLS) return;
    const timer = setTimeout(() => {
      void refetch();
      setPolls((count) => count + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, refetch]);
}
