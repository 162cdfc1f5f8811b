import type { Page } from '@playwright/test';

/** Draws a signature on the visit's pad with the pointer, as a finger would. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 120],
    [220, 50],
    [300, 110],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.up();
}
