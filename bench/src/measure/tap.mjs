// A tap during start-up: a returning person on a slow phone (the CPU slowed 4× through CDP's
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile runs) opens a dashboard screen and taps a
// sidebar link `at` ms after the navigation was asked for. The tap is CDP input at the link's place
// (where the warm screen had it), so it is queued like a finger's while the page is busy; its
// latency is INP's: the longest Event Timing duration (event to the next paint) of the
// interaction's events (pointerdown, pointerup, click). It is answered when the screen the link
// names opens; a tap that hit nothing live is "lost".
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@groundtruth/dev-stack/chromium';
import { finiteMedian } from './lighthouse.mjs';
import { signInToDashboard } from './stack.mjs';

/** Moments of the tap after the navigation, in ms. */
export const TAP_MOMENTS_MS = [100, 300, 600, 1000];

/** INP's "good" line: the next paint within this of the tap. */
export const TAP_GOOD_MS = 200;

/**
 * How long after the tap the screen it names may take to open (slowed 4×, a dashboard is live
 * within about 5 s): a tap not answered by then was lost.
 */
const OPENED_WITHIN_MS = 15_000;

/** Event Timing's smallest threshold: an interaction answered faster has no entry. */
const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Records, from the document's start, the Event Timing entries of interactions (and the first
 * input's, which has no threshold), for the bench to read once the tap is answered.
 */
function observeInteractions() {
  const seen = [];
  Object.defineProperty(window, '__benchInteractions', { value: seen });
  const record = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId && entry.entryType !== 'first-input') continue;
      seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
}

/**
 * When `page`'s document first painted anything, in ms after `askedAtEpoch` (Date.now() when the
 * navigation was asked for), or null: not painted.
 */
async function firstPaintAfterAsking(page, askedAtEpoch) {
  const paintedAtEpoch = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : null;
  });
  return paintedAtEpoch === null ? null : Math.round(paintedAtEpoch - askedAtEpoch);
}

/**
 * The floor under a tap's moment: how long after asking, slowed 4× like the taps, a page with no
 * script at all (`url`) first paints (median of `runs`). A tap before then has nothing to land on.
 */
async function firstPaintFloor(browser, url, runs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(url); // warm, as the dashboards are
    const painted = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const askedAtEpoch = Date.now();
      await page.goto(url, { waitUntil: 'load' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The paint entry is queued just after the paint: give it a frame to arrive.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]);
      painted.push(await firstPaintAfterAsking(page, askedAtEpoch));
    }
    return finiteMedian(painted);
  } finally {
    await context.close();
  }
}

/**
 * One tap: `page` (signed in, its last screen `from` kept as a return visit keeps it) opens `from`
 * with the CPU slowed 4× and taps `box` `at` ms later. Resolves the tap's latency (null: no entry
 * over Event Timing's floor, so under 16 ms, or none at all) and whether `heading` opened.
 */
async function tapDuringStart(page, cdp, { url, box, heading, at }) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    const askedAt = performance.now();
    const askedAtEpoch = Date.now();
    const navigation = page.goto(url, { waitUntil: 'commit' });
    await sleep(Math.max(0, askedAt + at - performance.now()));
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' };
    // Down and up are sent together: awaiting the first would wait for a busy page.
    await Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', clickCount: 1, ...point }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', clickCount: 1, ...point }),
    ]);
    await navigation;
    const opened = await page
      .getByRole('heading', { level: 1, name: heading, exact: true })
      .waitFor({ timeout: OPENED_WITHIN_MS })
      .then(
        () => true,
        () => false,
      );
    const { entries, timeOrigin } = await page.evaluate(() => ({
      entries: /** @type {any} */ (window).__benchInteractions ?? [],
      timeOrigin: performance.timeOrigin,
    }));
    const durations = entries.map((entry) => entry.duration);
    return {
      latencyMs: durations.length ? Math.max(...durations) : null,
      paintedMs: await firstPaintAfterAsking(page, askedAtEpoch),
      opened,
      // A document started after the tap: the tap navigated the page itself (a plain link).
      reloaded: timeOrigin > askedAtEpoch + at,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * Taps during the start of `taps` (each { account, from, to, heading }: a sidebar link to `to`
 * on `from`, whose screen has `heading`) at each of `moments`, `runs` times each, on the app at
 * `appUrl`. Before each tap the person opens `from` unslowed and leaves it, so each tap meets the
 * same return visit. Rows: the screen, the moment, the median latency, when the screen's picture
 * first painted, taps answered; `floorPaintMs`: when the page at `floorUrl` (no script) first
 * paints under the same slowdown.
 */
export async function benchTaps({
  appUrl,
  floorUrl,
  taps,
  password,
  moments = TAP_MOMENTS_MS,
  runs = 5,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  try {
    const floorPaintMs = floorUrl ? await firstPaintFloor(browser, floorUrl, runs) : null;
    if (floorUrl) log(`    no-script page, slowed 4×: first paint ${floorPaintMs} ms after asking`);
    for (const { account, from, to, heading } of taps) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(observeInteractions);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await signInToDashboard(page, appUrl, account.email, password);
      const warm = async () => {
        await page.goto(`${appUrl}${from}`);
        const link = page.getByRole('navigation').locator(`a[href="${to}"]`).first();
        await link.waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const box = await link.boundingBox();
        // Leaving keeps the screen's picture, which the next visit paints first.
        await page.goto('about:blank');
        return box;
      };
      for (const at of moments) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const box = await warm();
          if (!box) throw new Error(`no link to ${to} on ${from} for ${account.email}`);
          results.push(
            await tapDuringStart(page, cdp, { url: `${appUrl}${from}`, box, heading, at }),
          );
        }
        // An answered tap with no entry was answered under Event Timing's floor; a lost one with
        // none has no latency to give.
        const latencies = results.map(
          (r) => r.latencyMs ?? (r.opened ? EVENT_TIMING_FLOOR_MS : null),
        );
        const measured = latencies.filter(Number.isFinite);
        const row = {
          as: account.role,
          from,
          to,
          atMs: at,
          latencyMs: finiteMedian(latencies),
          latencyMaxMs: measured.length ? Math.max(...measured) : null,
          paintedMs: finiteMedian(results.map((r) => r.paintedMs)),
          answered: results.filter((r) => r.opened).length,
          reloaded: results.filter((r) => r.reloaded).length,
          runs,
        };
        log(`    tap ${JSON.stringify(row)}`);
        rows.push(row);
      }
      await context.close();
    }
    return { rows, floorPaintMs, goodMs: TAP_GOOD_MS, floorMs: EVENT_TIMING_FLOOR_MS };
  } finally {
    await browser.close();
  }
}
