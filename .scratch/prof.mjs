// CPU profile of return visits to signed-in screens (production build, factor 1).
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '/work/main/scripts/stack/stack.mjs';
import { SCALE_ACCOUNTS } from '/work/main/scripts/scale/generate.mjs';
import { SCALE_PASSWORD, writeScale } from '/work/main/scripts/scale/write.mjs';
import { signIn } from '/work/main/scripts/bench/stack.mjs';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.mjs';
const LH = { projectId: 'demo-groundtruth-prof', ports: { firestore: 18170, storage: 19270, auth: 19170, functions: 15170, smtp: 11170, mail: 11270 }, appPort: 13170 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-prof-'));
const stack = await startStack({ ...LH, dataDir, production: true, buildApps: false, runJobs: false, quiet: true, log: () => undefined });
await writeScale({ projectId: LH.projectId, hosts: { firestore: `127.0.0.1:${LH.ports.firestore}`, auth: `127.0.0.1:${LH.ports.auth}` }, factor: 1 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const ctx = await browser.newContext();
await ctx.addInitScript(() => {
  window.__lt = []; window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element?.tagName, (e.element?.textContent ?? '').slice(0, 40)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const page = await ctx.newPage();
const acct = process.env.ACCT === 'admin' ? SCALE_ACCOUNTS.admin : SCALE_ACCOUNTS.heavy;
await signIn(page, stack.urls.app, acct.email, SCALE_PASSWORD);
await page.waitForFunction(() => /^\/dashboard/.test(location.pathname) && !!document.querySelector('h1'), null, { timeout: 60000 });
const routes = (process.env.ROUTES ?? '/dashboard/tasks').split(',');
for (const r of routes) { await page.goto(stack.urls.app + r); await page.waitForLoadState('networkidle'); }
for (const r of routes) {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.goto('about:blank');
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(stack.urls.app + r);
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  await page.waitForTimeout(1500);
  const lt = await page.evaluate(() => ({ lt: window.__lt, lcp: window.__lcp, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
  console.log('LONGTASKS', JSON.stringify(lt));
  fs.writeFileSync(`/tmp/prof${r.replace(/\//g,'_')}.cpuprofile`, JSON.stringify(profile));
  // self time per function and per url
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; let i = 0;
  for (const s of profile.samples) { const n = byId.get(s); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0) / 1000); }
  const byUrl = new Map();
  for (const [k, v] of self) { const u = k.split(' ').pop().split(':')[0]; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
  console.log('ROUTE', r, 'wall', Date.now() - t0);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  console.log('--- top functions');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
}
await browser.close(); await stack.stop(); fs.rmSync(dataDir, { recursive: true, force: true });
