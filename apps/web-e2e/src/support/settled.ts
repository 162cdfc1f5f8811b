import type { Page } from '@playwright/test';

/**
 * Resolves once the page has run the tasks already queued: what a timer fired by `page.clock`
 * started (React renders in a task of its own) is on screen. For checks that something did not
 * appear, which would otherwise pass before it had the chance to.
 */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
