import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD, counterValue, stepInterval } from '../lib/counter';

/** True once 30 % of the element has been visible (never goes back). */
export function useSeenOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (!('IntersectionObserver' in window)) {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/** Counts from 0 to `target` in 150 steps over 10 s, `delayMs` after `start` turns true. */
export function useCountUp(target: number, delayMs: number, start: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!start) return;
    let interval = 0;
    const timeout = window.setTimeout(() => {
      interval = window.setInterval(() => {
        setStep((current) => {
          const next = current + 1;
          if (next >= COUNTER_STEPS) window.clearInterval(interval);
          return Math.min(next, COUNTER_STEPS);
        });
      }, stepInterval());
    }, delayMs);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [start, delayMs]);
  return counterValue(target, step);
}
