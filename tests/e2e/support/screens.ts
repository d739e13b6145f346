import type { Page } from 'playwright-core';
import { saveReviewScreenshot } from './browser';

/**
 * Lazy images further down are asked for now, then everything waits until every image has loaded
 * (or failed), so a screenshot shows what a person sees once they scroll.
 */
export async function imagesLoaded(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/**
 * A whole-page screenshot taken on a window as tall as the page, so the fixed sidebar and the sticky
 * save bar sit where a person sees them (a stitched full-page capture leaves them at the first
 * screen's height, in the middle of the page). The window returns to its size afterwards.
 */
export async function saveTallScreenshot(page: Page, name: string) {
  const viewport = page.viewportSize();
  if (!viewport) return saveReviewScreenshot(page, name);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    // Let the scroll areas measure the new window and paint (one frame is not always enough).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    await page.waitForTimeout(250);
  }
  try {
    await saveReviewScreenshot(page, name);
  } finally {
    if (height > viewport.height) await page.setViewportSize(viewport);
  }
}
