// Lighthouse (the npm package) on the production landing page in its default mobile emulation
// (Moto G-class device, simulated slow 4G), with Debian's chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveProduct } from '@groundtruth/dev-stack/serve-static';
import { chromiumArgs, chromiumPath } from '@groundtruth/dev-stack/chromium';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '@groundtruth/dev-stack/stack';
import { SCALE_ACCOUNTS } from '@groundtruth/dev-stack/scale';
import { SCALE_PASSWORD, writeScale } from '@groundtruth/dev-stack/scale/write';
import { creatorScreens, staffScreens } from './scale.mjs';
import { signInToDashboard } from './stack.mjs';

/** Debian's chromium, headless, for Lighthouse to drive (`options`: chrome-launcher's, e.g. a profile). */
export function launchLighthouseChrome(options = {}) {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    ...options,
  });
}

/** LCP and TBT (ms), the Performance score and the host index of one Lighthouse run. */
export function runFigures(lhr) {
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    performance: Math.round(lhr.categories.performance.score * 100),
    hostIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * The median of a row's runs (the upper one of an even count), or null when none has a figure:
 * a run where Lighthouse found no LCP (an error in its trace) has none, and is left out.
 */
export function finiteMedian(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/**
 * Scores (0–100) of the four categories, LCP and TBT in milliseconds, median of `runs`.
 * `hostIndex` is Lighthouse's benchmarkIndex of this machine during the runs (median): TBT is
 * measured on this CPU slowed 4×, so it moves with the host's speed (1,000 is a mid-tier phone
 * unslowed; on this 2-core VM it has read 1,000–2,500 within minutes). `beside` ({ name, url }, a
 * floor page) is measured in turns with the landing, one run after each of its runs, so the two
 * see the host alike; `tbtRuns` lists every run's TBT of each.
 * @param {{ root?: string, runs?: number, beside?: { name: string, url: string } }} [options]
 */
export async function benchLighthouse({ root = process.cwd(), runs = 3, beside } = {}) {
  const product = await serveProduct({ root });
  const chrome = await launchLighthouseChrome();
  try {
    const results = [];
    const besideTbt = [];
    // A run Lighthouse could not measure (runtimeError) is run again, as on the signed-in screens.
    for (let i = 0; results.length < runs && i < runs * 2; i++) {
      const { lhr } = await lighthouse(`${product.shell.url}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (beside) {
        const { lhr: other } = await lighthouse(beside.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!other.runtimeError) besideTbt.push(runFigures(other).tbtMs);
      }
      if (lhr.runtimeError) continue;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        hostIndex: Math.round(lhr.environment.benchmarkIndex),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
      });
    }
    const median = (key) =>
      results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    return {
      runs,
      performance: median('performance'),
      accessibility: median('accessibility'),
      bestPractices: median('bestPractices'),
      seo: median('seo'),
      lcpMs: median('lcpMs'),
      tbtMs: median('tbtMs'),
      hostIndex: median('hostIndex'),
      hostIndexRange: [
        Math.min(...results.map((r) => r.hostIndex)),
        Math.max(...results.map((r) => r.hostIndex)),
      ],
      tbtRuns: results.map((r) => r.tbtMs),
      ...(beside ? { beside: { page: beside.name, tbtRuns: besideTbt } } : {}),
      failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    };
  } finally {
    await chrome.kill();
    await product.close();
  }
}

// Own ports for the signed-in Lighthouse runs, clear of the other benches.
const LH = {
  projectId: 'demo-groundtruth-bench-lighthouse',
  ports: {
    firestore: 18160,
    storage: 19260,
    auth: 19160,
    functions: 15160,
    smtp: 11160,
    mail: 11260,
  },
  appPort: 13160,
};

/**
 * One Lighthouse run of `url` in `chrome` with the session kept; a run Lighthouse could not measure
 * (a runtimeError such as NO_NAVSTART, seen now and then on this machine: its trace lost the
 * navigation) is run once more. Resolves the run's figures, or null when neither measured.
 * `save` (a file name) keeps the report and its unthrottled trace in `saveDir`.
 */
async function measureKept(chrome, url, { saveDir, save, log = () => {} } = {}) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      // BENCH_LIGHTHOUSE_SAMPLES=1 adds V8's JavaScript samples to the kept trace, for
      // long-tasks.mjs to say what code each task ran. Sampling slows the page a little.
      ...(process.env.BENCH_LIGHTHOUSE_SAMPLES
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    // BENCH_LIGHTHOUSE_SAVE=dir keeps each run's report and its unthrottled trace (.trace.json,
    // for DevTools' Performance panel or `node bench/src/measure/long-tasks.mjs <trace>`).
    if (saveDir && save) {
      fs.mkdirSync(saveDir, { recursive: true });
      fs.writeFileSync(path.join(saveDir, `${save}-${attempt}.json`), JSON.stringify(lhr));
      fs.writeFileSync(
        path.join(saveDir, `${save}-${attempt}.trace.json`),
        JSON.stringify(artifacts.Trace),
      );
    }
    if (!lhr.runtimeError) return runFigures(lhr);
    log(`    ${url}: run failed (${lhr.runtimeError.code}), run again`);
  }
  return null;
}

/** Median LCP, TBT, score and host index of `results` (runs Lighthouse measured). */
function medians(results) {
  const median = (key) => finiteMedian(results.map((r) => r[key]));
  return {
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    performance: median('performance'),
    hostIndex: median('hostIndex'),
    runs: results.length,
  };
}

/**
 * Lighthouse (mobile, its default simulated throttling) on every signed-in screen:
 * a stack on the production build holds the scale seed at `factor`; Chromium keeps one profile,
 * Playwright signs in through the form over CDP, then Lighthouse loads each screen with the
 * session kept (disableStorageReset): what a returning creator or admin sees on a phone.
 * The screens are measured in `runs` rounds, each of which first measures the `floorPages`
 * ({ name, url }: lighthouse-floor.mjs), so every screen is read against the floor of the same
 * minutes: TBT follows the host's speed. Median LCP and TBT per screen and per floor page, with
 * the host's benchmarkIndex (`hostIndex`, as above). `afterScreens(appUrl)` runs on the same
 * stack once Lighthouse is done (the tap bench), its result returned as `after`.
 * @template [After=undefined]
 * @param {{
 *   factor?: number,
 *   runs?: number,
 *   floorPages?: { name: string, url: string }[],
 *   afterScreens?: (appUrl: string) => Promise<After>,
 *   log?: (line: string) => void,
 *   only?: string,
 *   saveDir?: string,
 * }} [options]
 */
export async function benchLighthouseScreens({
  factor = 1,
  runs = 3,
  floorPages = [],
  afterScreens,
  log = () => {},
  only = process.env.BENCH_LIGHTHOUSE_ONLY,
  saveDir = process.env.BENCH_LIGHTHOUSE_SAVE,
} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-lighthouse-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-lighthouse-profile-'));
  let stack;
  let chrome;
  try {
    stack = await startStack({
      ...LH,
      dataDir,
      production: true,
      buildApps: false,
      runJobs: false,
      quiet: !process.env.BENCH_VERBOSE,
      log: () => undefined,
    });
    await writeScale({
      projectId: LH.projectId,
      hosts: { firestore: `127.0.0.1:${LH.ports.firestore}`, auth: `127.0.0.1:${LH.ports.auth}` },
      factor,
    });
    chrome = await launchLighthouseChrome({ userDataDir: profile });
    const rows = [];
    /** @type {Record<string, ReturnType<typeof runFigures>[]>} */
    const floorResults = Object.fromEntries(floorPages.map((floor) => [floor.name, []]));
    for (const [account, screens] of [
      [SCALE_ACCOUNTS.heavy, creatorScreens],
      [SCALE_ACCOUNTS.admin, staffScreens],
    ]) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${stack.urls.app}/`);
      // Whoever was signed in before: sign out by clearing the origin's storage.
      await page.evaluate(() =>
        indexedDB
          .databases()
          .then((dbs) => Promise.all(dbs.map((d) => indexedDB.deleteDatabase(d.name)))),
      );
      await signInToDashboard(page, stack.urls.app, account.email, SCALE_PASSWORD);
      // A returning person has opened these screens before: visit each once, until its network
      // settles, so the browser holds what a return visit holds (cached code, kept data).
      for (const [route, heading] of screens) {
        await page.goto(`${stack.urls.app}${route.replace('{task}', 'scale-t000000')}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      }
      // What a return visit's first localStorage read loads (the origin's whole area, every key).
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).map(([key, value]) => `${key} ${value.length}`),
      );
      log(`  ${account.role} localStorage (chars): ${stored.join(', ')}`);
      await page.close();
      await browser.close();
      // BENCH_LIGHTHOUSE_ONLY=creator:/dashboard,admin:/dashboard/payouts narrows the run.
      const picked = screens
        .map(([route]) => route)
        .filter(
          (route) =>
            !only ||
            only.split(',').includes(`${account.role}:${route.replace('?taskId={task}', '')}`),
        );
      if (!picked.length) continue;
      /** @type {Record<string, ReturnType<typeof runFigures>[]>} */
      const results = Object.fromEntries(picked.map((route) => [route, []]));
      for (let round = 0; round < runs; round++) {
        for (const floor of floorPages) {
          const figures = await measureKept(chrome, floor.url, { log });
          if (figures) floorResults[floor.name].push(figures);
          log(`    round ${round + 1} floor ${floor.name}: TBT ${figures?.tbtMs ?? '—'} ms`);
        }
        for (const route of picked) {
          const url = `${stack.urls.app}${route.replace('{task}', 'scale-t000000')}`;
          const save = `${account.role}${route.replace(/[/?={}]+/g, '_')}-${round}`;
          const figures = await measureKept(chrome, url, { saveDir, save, log });
          if (figures) results[route].push(figures);
          log(`    round ${round + 1} ${account.role} ${route}: TBT ${figures?.tbtMs ?? '—'} ms`);
        }
      }
      for (const route of picked) {
        const row = {
          as: account.role,
          route: route.replace('?taskId={task}', ''),
          ...medians(results[route]),
        };
        log(`    ${JSON.stringify(row)}`);
        rows.push(row);
      }
    }
    const floor = floorPages.map(({ name }) => ({ page: name, ...medians(floorResults[name]) }));
    await chrome.kill();
    chrome = undefined;
    const after = afterScreens ? await afterScreens(stack.urls.app) : undefined;
    return { factor, runs, rows, floor, after, load: os.loadavg()[0].toFixed(1) };
  } finally {
    await chrome?.kill();
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
