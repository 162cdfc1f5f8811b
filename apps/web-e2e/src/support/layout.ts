/**
 * Layout checks for the phone and desktop specs: what overflows the
 * viewport, which table cells cut their text, and whether two things on
 * screen overlap.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of an element's text (not of its whole block), in viewport coordinates. */
export function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How many lines a piece of text takes (1 when it does not wrap). */
export function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * The page scrolls sideways by nothing, no box scrolls sideways, and no
 * visible element reaches past the viewport's right edge (described as
 * tag.class for the failure message).
 */
export async function expectNothingWiderThanViewport(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className)}`;
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth}px`);
    /** Inside something that clips it (a visually hidden label, a cut-off box): not shown past the edge. */
    const hiddenByAncestor = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.position === 'fixed') return true;
        if (node !== element && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const style = getComputedStyle(element);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        out.push(`${describe(element)} scrolls sideways`);
      }
      if (rect.right > width + 1 && !hiddenByAncestor(element)) out.push(`${describe(element)} ${Math.round(rect.right)}px`);
    }
    return out;
  });
  expect(offenders, `wider than the viewport at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** Table cells (and anything with role cell/rowheader/columnheader) whose content is cut off or scrolls. */
export async function expectNoClippedCells(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('td, th, [role="cell"], [role="rowheader"], [role="columnheader"]')]
      .filter((cell) => {
        const element = cell as HTMLElement;
        if (element.offsetParent === null) return false;
        // Column headers kept for screen readers only (stacked tables on phones) are not shown.
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).clip !== 'auto') return false;
        }
        return element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
      })
      .map((cell) => (cell.textContent ?? '').trim().slice(0, 40)),
  );
  expect(clipped, 'table cells cut off').toEqual([]);
}

/** The left edge of each line of an element's text, rounded (one value when every line starts alike). */
export function lineStarts(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const byLine = new Map<number, number>();
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const top = Math.round(rect.top);
      byLine.set(top, Math.min(byLine.get(top) ?? Infinity, Math.round(rect.left)));
    }
    return [...byLine.values()];
  });
}
