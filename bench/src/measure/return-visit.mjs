// `npm run bench -- return-visit`: what a returning person sees, in Chromium on a
// phone's network (150 ms round trips; the CPU is not slowed): every signed-in screen of the heavy creator and the admin (scale seed, factor 1),
// opened once to warm the browser, then reloaded `runs` times. Per screen, median of the
// reloads: first contentful paint, largest contentful paint, and the blocking time of long tasks
// after the first paint (the part of each over 50 ms, as Lighthouse's TBT counts it).
// BENCH_ROOT=<checkout> measures another checkout's production build with the same code, for a
// before/after ratio (its scripts must have the scale seed: 790b111 or later).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORTS = {
  projectId: 'demo-groundtruth-bench-return',
  ports: {
    firestore: 18180,
    storage: 19280,
    auth: 19180,
    functions: 15180,
    smtp: 11180,
    mail: 11280,
  },
  appPort: 13180,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The module at the first of `files` that exists in the checkout `root`: a checkout measured for a
 * before/after ratio may hold it where the code was before a move.
 * @param {string} root
 * @param {...string} files
 */
function fromCheckout(root, ...files) {
  const file = files.find((candidate) => fs.existsSync(path.join(root, candidate)));
  if (!file) throw new Error(`${root} has none of ${files.join(', ')}`);
  return import(path.join(root, file));
}

export async function benchReturnVisit({ root = process.cwd(), runs = 5, latencyMs = 150 } = {}) {
  const from = (/** @type {string[]} */ ...files) => fromCheckout(root, ...files);
  const { chromium } = await from('node_modules/playwright-core/index.mjs');
  const { startStack } = await from('dev-stack/src/stack/stack.mjs', 'scripts/stack/stack.mjs');
  const { SCALE_ACCOUNTS } = await from(
    'dev-stack/src/scale/generate.mjs',
    'scripts/scale/generate.mjs',
  );
  const { SCALE_PASSWORD, writeScale } = await from(
    'dev-stack/src/scale/write.mjs',
    'scripts/scale/write.mjs',
  );
  const { signIn } = await from('tooling/first-load-screens.mjs', 'scripts/bench/stack.mjs');
  const { chromiumArgs, chromiumPath } = await from(
    'dev-stack/src/chromium.mjs',
    'scripts/chromium.mjs',
  );
  const { creatorScreens, staffScreens } = await from(
    'bench/src/measure/scale.mjs',
    'scripts/bench/scale.mjs',
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-return-'));
  const stack = await startStack({
    ...PORTS,
    dataDir,
    production: true,
    buildApps: false,
    runJobs: false,
    quiet: true,
    log: () => undefined,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await writeScale({
      projectId: PORTS.projectId,
      hosts: {
        firestore: `127.0.0.1:${PORTS.ports.firestore}`,
        auth: `127.0.0.1:${PORTS.ports.auth}`,
      },
      factor: 1,
    });
    const rows = [];
    for (const [account, screens] of [
      [SCALE_ACCOUNTS.heavy, creatorScreens],
      [SCALE_ACCOUNTS.admin, staffScreens],
    ]) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.__longTasks = [];
        window.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      if (latencyMs > 0) {
        // A phone's network, as Lighthouse's mobile preset has it (150 ms round trips, 1.6 Mbps
        // down, 750 kbps up); what the browser holds in its cache is not slowed.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: latencyMs,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      // signIn and this wait, not stack.mjs's signInToDashboard: an older checkout (BENCH_ROOT)
      // has only signIn.
      await signIn(page, stack.urls.app, account.email, SCALE_PASSWORD);
      await page.waitForFunction(
        () => /^\/dashboard/.test(location.pathname) && !!document.querySelector('h1'),
        null,
        { timeout: 60_000 },
      );
      for (const [route, heading] of screens) {
        const url = `${stack.urls.app}${route.replace('{task}', 'scale-t000000')}`;
        const open = async () => {
          await page.goto(url);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
          await page.waitForLoadState('networkidle');
        };
        await open(); // the visit before: the browser now holds this screen's code and data
        const samples = [];
        for (let i = 0; i < runs; i++) {
          await open();
          await page.waitForTimeout(300);
          samples.push(
            await page.evaluate(() => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              const blocking = window.__longTasks
                .filter(([start]) => start >= fcp)
                .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
              return { fcp, lcp: window.__lcp, blocking };
            }),
          );
        }
        rows.push({
          screen: `${account.role} ${route.replace('?taskId={task}', '')}`,
          fcpMs: Math.round(median(samples.map((s) => s.fcp))),
          lcpMs: Math.round(median(samples.map((s) => s.lcp))),
          blockingMs: Math.round(median(samples.map((s) => s.blocking))),
        });
      }
      await context.close();
    }
    return { rows, load: os.loadavg()[0].toFixed(1) };
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
