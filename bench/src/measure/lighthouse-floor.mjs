// The floor under the signed-in screens' TBT: Lighthouse (mobile, simulated 4× CPU slowdown, the
// same settings as the screens) on pages that do nothing but start, on this machine, now.
//   no script   the heading and a line, HTML only
//   React DOM   React DOM renders them (bench/src/measure/floor/react-dom.js)
//   libraries   what every signed-in screen starts with, each used once, and no app code
//               (bench/src/measure/floor/libraries.js)
//   libraries, federated
//               the same, started through Module Federation as the apps are
//               (bench/src/measure/floor/federated.js)
// A screen's TBT can be read against these: what a page pays for its stack before any of the
// product's code runs. The pages are measured in turns (one run of each, then again), so each sees
// the host at a like speed: TBT here follows the VM's speed (lighthouse.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { rspack } from '@rspack/core';
import { appAliases, federationPlugin, startupSharedChunk } from '../../../tooling/federation.mjs';
import { serveStatic } from '@groundtruth/dev-stack/serve-static';
import { finiteMedian, launchLighthouseChrome, runFigures } from './lighthouse.mjs';
import { chromiumArgs, chromiumPath } from '@groundtruth/dev-stack/chromium';

/**
 * A floor page: its entry (none: HTML only), what its line reads once everything in it ran, and
 * for a federated page the libraries that must come through the federation's share scope.
 * A federated page starts as the shell does: `oneChunk`, the start-up libraries in two chunks
 * instead of one each (startupSharedChunk()). A lever page differs from it by one start-up lever:
 * `asyncStartup` (the federation's experiments.asyncStartup, entered without the import()
 * boundary), `shareInitOnce` (the runtime plugin tooling/share-init-once.js), or `oneChunk`
 * off (one chunk per library, as before the shell kept that lever).
 * @typedef {{ name: string, entry: string | null, ran: string, federated?: boolean, shares?: string[], asyncStartup?: boolean, oneChunk?: boolean, shareInitOnce?: boolean }} FloorPage
 */

/** @type {FloorPage[]} */
export const FLOOR_PAGES = [
  { name: 'no script', entry: null, ran: 'html' },
  { name: 'React DOM', entry: 'react-dom.js', ran: 'react-dom' },
  {
    name: 'libraries',
    entry: 'libraries.js',
    ran: 'react-dom react-router tanstack-query zod styled-components firebase',
  },
  {
    name: 'libraries, federated',
    entry: 'federated.js',
    federated: true,
    // The start-up libraries chunked as the shell's build chunks them.
    oneChunk: true,
    // …and these came to it through the federation's share scope, as in the apps.
    shares: [
      'react',
      'react-dom',
      'react-router-dom',
      '@tanstack/react-query',
      'styled-components',
    ],
    ran: 'react-dom react-router tanstack-query zod styled-components firebase',
  },
];

const federatedFloor = /** @type {FloorPage} */ (FLOOR_PAGES.at(-1));

/**
 * The federated floor with one start-up lever changed each (BENCH_FLOOR_LEVERS=1 adds them to the
 * floor's run): each is measured against the federated floor of the same rounds, alone. The
 * chunk, which the shell keeps, is measured the other way: taken out.
 * @type {FloorPage[]}
 */
export const FLOOR_LEVER_PAGES = [
  {
    ...federatedFloor,
    name: 'federated, async startup',
    entry: 'libraries.js',
    asyncStartup: true,
  },
  { ...federatedFloor, name: 'federated, one chunk per library', oneChunk: false },
  { ...federatedFloor, name: 'federated, share init once', shareInitOnce: true },
];

const shareInitOncePlugin = path.join(import.meta.dirname, '../../../tooling/share-init-once.js');

const floorDir = path.join(import.meta.dirname, 'floor');

function html(entry) {
  const body = entry
    ? '<div id="root"></div><script src="/main.js" defer></script>'
    : '<main><h1>Floor</h1><p id="ran">html</p></main>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A page that only starts, for the Lighthouse floor." />
    <title>Floor</title>
  </head>
  <body>${body}</body>
</html>
`;
}

/**
 * Builds one page in production mode into `dir` (index.html, and main.js when it has a script),
 * with the apps' module aliases, and their federation when `federated`.
 */
async function buildPage(
  { entry, federated = false, asyncStartup = false, oneChunk = false, shareInitOnce = false },
  dir,
) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html(entry));
  if (!entry) return;
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: floorDir,
        entry: { main: `./${entry}` },
        target: ['web', 'es2022'],
        devtool: false,
        resolve: { alias: appAliases({ production: true }) },
        output: { path: dir, publicPath: '/', uniqueName: 'floor', filename: '[name].js' },
        plugins: federated
          ? [
              federationPlugin({
                name: 'floor',
                asyncStartup,
                ...(shareInitOnce ? { runtimePlugins: [shareInitOncePlugin] } : {}),
              }),
            ]
          : [],
        ...(oneChunk ? { optimization: startupSharedChunk() } : {}),
        performance: { hints: false },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

/**
 * Builds and serves every floor page; each is opened in Chromium first and must show its line,
 * or the bench would measure an error page. `floorPages`: FLOOR_PAGES unless a test says otherwise.
 * @returns {Promise<{ pages: { name: string, url: string }[], close: () => Promise<void> }>}
 */
export async function serveFloorPages({ floorPages = FLOOR_PAGES } = {}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-floor-'));
  const servers = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.close()));
    fs.rmSync(outDir, { recursive: true, force: true });
  };
  const pages = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const page of floorPages) {
      const dir = path.join(outDir, page.name.replace(/[^a-z]+/gi, '-'));
      await buildPage(page, dir);
      const server = await serveStatic({ dir });
      servers.push(server);
      const url = `${server.url}/`;
      const tab = await browser.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(url);
      const ran = await tab
        .locator('#ran')
        .textContent({ timeout: 10_000 })
        .catch(() => null);
      // The shares the federation runtime loaded for this page (none without it).
      const shared = await tab.evaluate(() =>
        Object.entries(globalThis.__FEDERATION__?.__INSTANCES__?.[0]?.shareScopeMap?.default ?? {})
          .filter(([, versions]) => Object.values(versions).some((share) => share.loaded))
          .map(([name]) => name),
      );
      await tab.close();
      const missing = (page.shares ?? []).filter((name) => !shared.includes(name));
      if (missing.length)
        throw new Error(
          `floor page "${page.name}" did not load ${missing.join(', ')} through the federation`,
        );
      if (ran !== page.ran)
        throw new Error(
          `floor page "${page.name}" did not run: its line reads ${JSON.stringify(ran)}, ` +
            `expected ${JSON.stringify(page.ran)}${errors.length ? ` (${errors.join('; ')})` : ''}`,
        );
      pages.push({ name: page.name, url });
    }
  } catch (error) {
    await close();
    throw error;
  } finally {
    await browser.close();
  }
  return { pages, close };
}

/**
 * TBT and LCP of each floor page, `runs` runs each in turns, with a warm cache as on the signed-in
 * screens (a first visit fills it). Rows: page, median and range of TBT, median LCP, host index.
 */
export async function benchLighthouseFloor({
  runs = 5,
  log = () => {},
  floorPages = process.env.BENCH_FLOOR_LEVERS
    ? [...FLOOR_PAGES, ...FLOOR_LEVER_PAGES]
    : FLOOR_PAGES,
} = {}) {
  const { pages, close } = await serveFloorPages({ floorPages });
  const chrome = await launchLighthouseChrome();
  const measure = (url, warm) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: warm,
    });
  try {
    for (const page of pages) await measure(page.url, false);
    const results = Object.fromEntries(pages.map((p) => [p.name, []]));
    let failedRuns = 0;
    for (let round = 0; round < runs; round++)
      for (const page of pages) {
        const { lhr } = await measure(page.url, true);
        // A run Lighthouse could not measure (runtimeError) is not a figure.
        if (lhr.runtimeError) {
          failedRuns += 1;
          continue;
        }
        const run = runFigures(lhr);
        results[page.name].push(run);
        log(`  round ${round + 1} ${page.name}: TBT ${run.tbtMs} ms, index ${run.hostIndex}`);
      }
    return {
      failedRuns,
      load: os.loadavg()[0].toFixed(2),
      rows: pages.map(({ name }) => {
        const tbt = results[name].map((r) => r.tbtMs);
        return {
          page: name,
          runs: tbt.length,
          tbtMs: finiteMedian(tbt),
          tbtMinMs: tbt.length ? Math.min(...tbt) : null,
          tbtMaxMs: tbt.length ? Math.max(...tbt) : null,
          lcpMs: finiteMedian(results[name].map((r) => r.lcpMs)),
          hostIndex: finiteMedian(results[name].map((r) => r.hostIndex)),
        };
      }),
    };
  } finally {
    await chrome.kill();
    await close();
  }
}
