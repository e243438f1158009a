// Observed (unthrottled) first paint, LCP and main-thread blocking of return visits, for the
// product built in ROOT: median of RUNS reloads per screen, after one warm visit each.
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
const ROOT = process.env.ROOT;
const { chromium } = await import(`${ROOT}/node_modules/playwright-core/index.mjs`);
const { startStack } = await import(`${ROOT}/scripts/stack/stack.mjs`);
const { SCALE_ACCOUNTS } = await import(`${ROOT}/scripts/scale/generate.mjs`);
const { SCALE_PASSWORD, writeScale } = await import(`${ROOT}/scripts/scale/write.mjs`);
const { signIn } = await import(`${ROOT}/scripts/bench/stack.mjs`);
const { chromiumArgs, chromiumPath } = await import(`${ROOT}/scripts/chromium.mjs`);
const { creatorScreens, staffScreens } = await import(`${ROOT}/scripts/bench/scale.mjs`);
const LH = { projectId: 'demo-groundtruth-obs', ports: { firestore: 18180, storage: 19280, auth: 19180, functions: 15180, smtp: 11180, mail: 11280 }, appPort: 13180 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-obs-'));
const stack = await startStack({ ...LH, dataDir, production: true, buildApps: false, runJobs: false, quiet: true, log: () => undefined });
await writeScale({ projectId: LH.projectId, hosts: { firestore: `127.0.0.1:${LH.ports.firestore}`, auth: `127.0.0.1:${LH.ports.auth}` }, factor: 1 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const RUNS = Number(process.env.RUNS ?? 5);
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const rows = [];
for (const [acct, screens] of [[SCALE_ACCOUNTS.heavy, creatorScreens], [SCALE_ACCOUNTS.admin, staffScreens]]) {
  const ctx = await browser.newContext();
  await ctx.addInitScript(() => {
    window.__lt = []; window.__lcp = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await ctx.newPage();
  await signIn(page, stack.urls.app, acct.email, SCALE_PASSWORD);
  await page.waitForFunction(() => /^\/dashboard/.test(location.pathname) && !!document.querySelector('h1'), null, { timeout: 60000 });
  for (const [route, heading] of screens) {
    const url = stack.urls.app + route.replace('{task}', 'scale-t000000');
    await page.goto(url); await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60000 }); await page.waitForLoadState('networkidle');
    const r = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(url); await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60000 });
      await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
      r.push(await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const blocking = window.__lt.filter(([s]) => s >= fcp).reduce((t, [, d]) => t + Math.max(0, d - 50), 0);
        const longSum = window.__lt.reduce((t, [, d]) => t + d, 0);
        return { fcp, lcp: window.__lcp, blocking, longSum };
      }));
    }
    const row = { screen: `${acct.role} ${route.replace('?taskId={task}', '')}`, fcp: Math.round(med(r.map((x) => x.fcp))), lcp: Math.round(med(r.map((x) => x.lcp))), tbt: Math.round(med(r.map((x) => x.blocking))), longTasks: Math.round(med(r.map((x) => x.longSum))) };
    console.log(JSON.stringify(row)); rows.push(row);
  }
  await ctx.close();
}
console.log('LOAD', os.loadavg()[0].toFixed(1));
await browser.close(); await stack.stop(); fs.rmSync(dataDir, { recursive: true, force: true });
