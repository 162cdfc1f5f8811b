import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`: keeps "5 minutes ago" and stale states true while a page stays open. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
