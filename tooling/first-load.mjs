// @ts-check
// First-load JavaScript of the production build, measured the way a visitor pays for it: a real
// browser loads each route with an empty cache from the four origins, and we add up the
// compressed bytes of every JavaScript response it downloaded. The JavaScript budgets
// (js-budgets.mjs), their journey and the bench all measure with this code.
import { chromium } from '@playwright/test';
import { serveProduct } from '@groundtruth/dev-stack/serve-static';
import { chromiumArgs, moveThePointer, testChromiumPath } from '@groundtruth/dev-stack/chromium';

/**
 * The JavaScript a page downloaded: files, their compressed bytes on the wire, the copies of React.
 * @typedef {{ files: number, gzipBytes: number, reactCopies: number, perFile: { url: string, gzipBytes: number }[] }} ScriptsTotal
 * @typedef {ScriptsTotal & { route: string }} FirstLoad
 */

/** A string only React's own module contains (react-dom and others merely import it). */
export const REACT_MARKER = '.Children={map:';

/** Chromium as the journeys run it (the system's headless shell, the project's flags): bytes
 * on the wire are the same in the full browser. */
export async function launchChromium() {
  return chromium.launch({
    executablePath: testChromiumPath,
    args: chromiumArgs,
  });
}

/**
 * Records every JavaScript response `page` receives from now on; `total()` adds up their
 * compressed bytes on the wire and counts the copies of React among them. Every first-load
 * figure of the benches (routes, signed-in dashboards, each screen) is measured with it.
 */
export function recordScripts(/** @type {import('@playwright/test').Page} */ page) {
  /** @type {import('@playwright/test').Response[]} */
  const scripts = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response);
  });
  return {
    async total() {
      let gzipBytes = 0;
      let reactCopies = 0;
      /** @type {ScriptsTotal['perFile']} */
      const perFile = [];
      for (const response of scripts) {
        const bytes = (await response.request().sizes()).responseBodySize;
        gzipBytes += bytes;
        perFile.push({ url: response.url(), gzipBytes: bytes });
        if ((await response.text()).includes(REACT_MARKER)) reactCopies += 1;
      }
      /** @type {ScriptsTotal} */
      const total = { files: scripts.length, gzipBytes, reactCopies, perFile };
      return total;
    },
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} readyText
 */
async function measureRoute(browser, url, readyText) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByText(readyText).first().waitFor();
  // The prerendered landing loads its island on the visitor's first move: counted too, as
  // nearly every visitor moves (tooling/embed-landing.mjs).
  if (
    await page.evaluate(() =>
      Boolean(/** @type {{ groundtruthLanding?: unknown }} */ (window).groundtruthLanding),
    )
  ) {
    await moveThePointer(page);
    await page.locator('html[data-landing="live"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  const result = await scripts.total();
  await context.close();
  return result;
}

/**
 * A route of the product and the text that shows it has rendered.
 * @typedef {[path: string, readyText: string]} Route
 */

/** @type {Route} */
export const LANDING_ROUTE = ['/', 'Get paid to record the real world'];

/**
 * First-load JavaScript of each of `routes`, each from an empty cache, on the production build.
 * @param {{ routes: Route[] }} options
 * @returns {Promise<FirstLoad[]>}
 */
export async function measureFirstLoad({ routes }) {
  const product = await serveProduct();
  const browser = await launchChromium();
  try {
    const results = [];
    for (const [path, readyText] of routes) {
      results.push({
        route: path,
        ...(await measureRoute(browser, product.shell.url + path, readyText)),
      });
    }
    return results;
  } finally {
    await browser.close();
    await product.close();
  }
}
