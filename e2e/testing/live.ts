import type { Page } from '@playwright/test';
import { LIVE_AFTER_MS } from '../../firebase-web/src/live-after';

/** How long a journey waits for a page to open its Listen channel: its delay, and room to spare. */
const LIVE_WITHIN_MS = LIVE_AFTER_MS + 30_000;

/**
 * Resolves when `page` opens Firestore's Listen channel (the page has been open LIVE_AFTER_MS, or
 * its clock was moved on by `listenSoon`); start waiting before the page loads.
 */
export function listening(page: Page) {
  return page.waitForRequest(/google\.firestore\.v1\.Firestore\/Listen\/channel/, {
    timeout: LIVE_WITHIN_MS,
  });
}

/**
 * Moves the page's clock (`page.clock.install()` before it loads) on to the moment it listens,
 * instead of waiting a quarter of a minute with nothing to do; time flows as usual before and after.
 */
export async function listenSoon(page: Page) {
  await page.clock.fastForward(LIVE_AFTER_MS);
}
