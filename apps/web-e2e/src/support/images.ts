import { expect, type Locator } from '@playwright/test';

/**
 * Every image in `scope` has loaded: no placeholder still waiting (AuthorizedImage's aria-busy
 * span), and each <img> decoded with pixels (naturalWidth > 0). A role query alone passes on a
 * broken image or a placeholder, which is how photos blocked by the CSP went unnoticed.
 */
export async function expectImagesLoaded(scope: Locator, count: number): Promise<void> {
  await expect(scope.locator('[role="img"][aria-busy="true"]')).toHaveCount(0);
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
}
