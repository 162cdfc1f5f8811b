import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls to a part of a page served with islands and waits until its island has hydrated: the
 * islands below the fold hydrate as they come into view, and a press before that would be lost.
 */
export async function hydratedInView(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect(part.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', '');
}
