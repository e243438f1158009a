// `npm run bench`: figures from production builds and the local stack. Each section measures
// one concern and prints medians or totals with how they were taken. Needs `npm run build` first.
import { benchBundles } from './bench/bundle.mjs';
import { benchLighthouse, benchLighthouseScreens } from './bench/lighthouse.mjs';
import { benchLighthouseFloor } from './bench/lighthouse-floor.mjs';
import { benchScreens, SCREEN_BUDGET_BYTES } from './bench/screens.mjs';
import { benchBudgets } from './bench/budgets.mjs';
import { benchScale } from './bench/scale.mjs';
import { benchCost, PRICES, PROFILE } from './bench/cost.mjs';
import { liveChunk } from './bench/live-chunk.mjs';
import { benchStack, benchStartStop } from './bench/stack.mjs';
import { startStack } from '@groundtruth/dev-stack/stack';
import { createJiti } from 'jiti';

// The emulator's benches are TypeScript beside its sources; jiti runs them without a build.
const jiti = createJiti(import.meta.url);
const emulatorBench = (name) =>
  jiti.import(new URL(`../emulator/bench/${name}.ts`, import.meta.url).href);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const only = process.argv.slice(2);
// Sections too long for a plain `npm run bench` run only when named (`npm run bench -- scale`).
const onDemand = ['scale', 'cost', 'queries', 'return-visit'];
const wanted = (name) => (only.length === 0 ? !onDemand.includes(name) : only.includes(name));

console.log('# Groundtruth benchmarks\n');

// Figures the budgets section reuses when the same run measured them already.
let bundles;
let screens;

if (wanted('bundles')) {
  console.log('## First-load JavaScript (production build, gzip bytes on the wire, empty cache)');
  console.log(
    'Chromium loads each route from the four origins. Signed out, the dashboards show the',
  );
  console.log('sign-in screen; the signed-in figures are in the stack section below.');
  bundles = await benchBundles();
  console.table(
    bundles.map((b) => ({
      route: b.route,
      'JS files': b.files,
      'JS gzip': kb(b.gzipBytes),
      'React copies': b.reactCopies,
    })),
  );
  const reactOnce = bundles.every((b) => b.reactCopies === 1);
  console.log(
    reactOnce
      ? 'React is downloaded once on every route.\n'
      : 'WARNING: React is not downloaded exactly once.\n',
  );
  if (!reactOnce) process.exitCode = 1;
}

if (wanted('lighthouse')) {
  console.log('## Lighthouse, production landing page, mobile emulation (median of 3 runs)');
  const lh = await benchLighthouse();
  console.table([
    {
      performance: lh.performance,
      accessibility: lh.accessibility,
      'best practices': lh.bestPractices,
      seo: lh.seo,
      'LCP (ms)': lh.lcpMs,
      'TBT (ms)': lh.tbtMs,
      'host index': lh.hostIndex,
    },
  ]);
  console.log(`Audits below 90: ${lh.failingAudits.join(', ') || 'none'}\n`);
  console.log(
    '## Lighthouse, every signed-in screen, mobile, production build, signed in (median of 3 runs)',
  );
  console.log(
    'Goal (issue 25): LCP ≤ 1.2 s and TBT ≤ 50 ms at factor 1; within 1.5× of that at factor 100.',
  );
  const factors = (process.env.BENCH_LIGHTHOUSE_FACTORS ?? '1').split(',').map(Number);
  const perFactor = [];
  for (const factor of factors)
    perFactor.push(
      await benchLighthouseScreens({
        factor,
        log: process.env.BENCH_PROGRESS ? console.log : () => {},
      }),
    );
  console.table(
    perFactor[0].rows.map((r0, i) => {
      const row = { screen: `${r0.as} ${r0.route}` };
      for (const f of perFactor) {
        row[`LCP ×${f.factor} (ms)`] = f.rows[i].lcpMs;
        row[`TBT ×${f.factor} (ms)`] = f.rows[i].tbtMs;
        row[`host index ×${f.factor}`] = f.rows[i].hostIndex;
      }
      const { lcpMs, tbtMs } = perFactor[0].rows[i];
      row.goal = lcpMs === null ? 'no LCP' : lcpMs <= 1200 && tbtMs <= 50 ? 'met' : 'not met';
      return row;
    }),
  );
  console.log(`Load average after: ${perFactor.map((f) => f.load).join(', ')} (2 cores).\n`);
}

if (wanted('lighthouse-floor')) {
  console.log(
    '## Lighthouse floor: pages that only start, mobile, same settings (median of 5, in turns)',
  );
  console.log(
    "What this machine's TBT is for a page before any product code: HTML only, React DOM, and the",
  );
  console.log('libraries every signed-in screen starts with (scripts/bench/lighthouse-floor.mjs).');
  const floor = await benchLighthouseFloor({
    log: process.env.BENCH_PROGRESS ? console.log : () => {},
  });
  console.table(
    floor.rows.map((r) => ({
      page: r.page,
      'TBT median (ms)': r.tbtMs,
      'TBT range (ms)': `${r.tbtMinMs}–${r.tbtMaxMs}`,
      'LCP (ms)': r.lcpMs,
      'host index': r.hostIndex,
    })),
  );
  console.log(
    `Load average after: ${floor.load} (2 cores)${floor.failedRuns ? `; ${floor.failedRuns} runs Lighthouse could not measure, left out` : ''}.\n`,
  );
}

if (wanted('rules')) {
  console.log('## Security-rules engine (realistic firestore.rules, in process)');
  const { benchRules } = await emulatorBench('rules-bench');
  const r = await benchRules();
  console.log(
    `Parse: median ${r.parseMs.toFixed(3)} ms over ${r.parseRuns} parses of a ${r.rulesLines}-line file.`,
  );
  console.log(
    `Evaluate: median ${r.medianEvalMicros.toFixed(1)} µs, p95 ${r.p95EvalMicros.toFixed(1)} µs per request over ${r.evalSamples} decisions.`,
  );
  console.table(
    Object.entries(r.perRequestMicros).map(([request, micros]) => ({
      request,
      'median µs': micros.toFixed(1),
    })),
  );
}

if (wanted('firestore')) {
  console.log('\n## Firestore emulator (built CLI, driven through firebase-admin over gRPC)');
  const { benchFirestore } = await emulatorBench('firestore-bench');
  const f = await benchFirestore();
  console.table([
    { figure: 'start to ready (empty data dir)', value: `${f.startToReadyMs} ms` },
    {
      figure: 'commits/s, one at a time (fsync each)',
      value: f.sequentialCommitsPerSec.toFixed(0),
    },
    {
      figure: 'commits/s, 32 in flight (group commit)',
      value: f.concurrentCommitsPerSec.toFixed(0),
    },
    { figure: 'point reads/s, 32 in flight', value: f.pointReadsPerSec.toFixed(0) },
    {
      figure: 'median query, 10,000 docs, filter + orderBy (50 runs)',
      value: `${f.medianQueryMs10k.toFixed(1)} ms`,
    },
    { figure: 'RSS idle', value: `${f.rssIdleMb.toFixed(0)} MB` },
    { figure: 'RSS with 100,000 small documents', value: `${f.rssWith100kDocsMb.toFixed(0)} MB` },
    { figure: 'restart with 100,000 documents to ready', value: `${f.restartWith100kDocsMs} ms` },
  ]);
}

if (wanted('return-visit')) {
  const root = process.env.BENCH_ROOT ?? process.cwd();
  console.log(
    `\n## Return visits, Chromium on a phone's network (150 ms round trips, CPU not slowed), production build of ${root} (median of 5 reloads per screen)`,
  );
  const { benchReturnVisit } = await import('./bench/return-visit.mjs');
  const { rows, load } = await benchReturnVisit({ root });
  console.table(
    rows.map((r) => ({
      screen: r.screen,
      'FCP (ms)': r.fcpMs,
      'LCP (ms)': r.lcpMs,
      'blocking after FCP (ms)': r.blockingMs,
    })),
  );
  console.log(`Load average after: ${load} (2 cores).\n`);
}

if (wanted('queries')) {
  console.log(
    '\n## Emulator query planning, 200,000 documents (built CLI, firebase-admin over gRPC)',
  );
  console.log(
    'Before: every query scans and sorts the collection (GT_EMULATOR_QUERY_SCAN=1); after: equality and order indexes, top-k.',
  );
  const { benchQueries } = await emulatorBench('query-bench');
  const rows = await benchQueries({ runs: Number(process.env.BENCH_RUNS ?? 15) });
  console.table(
    rows.map((r) => ({
      query: r.query,
      'before median ms': r.medianMs.before,
      'after median ms': r.medianMs.after,
      ratio: `${(r.medianMs.before / r.medianMs.after).toFixed(1)}×`,
      'first run ms (before / after)': `${r.firstMs.before} / ${r.firstMs.after}`,
    })),
  );
}

if (wanted('listen')) {
  console.log(
    '\n## Listen fan-out (built CLI; full web SDK listeners over gRPC, firebase-admin writer)',
  );
  console.log(
    'Each listener is its own query target; listeners share up to 10 SDK instances in the bench process.',
  );
  const { benchListen } = await emulatorBench('listen-bench');
  const rows = await benchListen();
  console.table(
    rows.map((r) => ({
      listeners: r.listeners,
      'writes/s': r.writesPerSec,
      'deliveries/s': Math.round(r.listeners * r.writesPerSec * r.delivered),
      delivered: `${(r.delivered * 100).toFixed(1)} %`,
      'p50 ms': r.p50Ms.toFixed(1),
      'p99 ms': r.p99Ms.toFixed(1),
      'commit p50 ms': r.commitP50Ms.toFixed(1),
    })),
  );
  console.log(
    'Delivery is measured from the write call to the listener callback, so it includes the commit (fsync) itself.',
  );
}

if (wanted('live')) {
  console.log("\n## Live updates' SDK chunk (production build: the full Firestore SDK, gzip)");
  console.log(
    'Not in any first load: fetched from the shell once a dashboard has been open 15 s (the bell',
  );
  console.log("and the review queue's listeners); firebase-web/src/live.ts.");
  console.table(
    ['shell', 'staff-app'].map((app) => {
      const chunk = liveChunk(app);
      return {
        app,
        file: chunk.file,
        minified: kb(chunk.minifiedBytes),
        gzip: kb(chunk.gzipBytes),
      };
    }),
  );
}

if (wanted('storage')) {
  console.log('\n## Storage emulator (web SDK, 200 MB file, server in its own process)');
  const { benchStorage } = await emulatorBench('storage-bench');
  const s = await benchStorage();
  console.table([
    { figure: 'resumable upload', value: `${s.uploadMBps.toFixed(0)} MB/s` },
    { figure: 'streamed download', value: `${s.downloadMBps.toFixed(0)} MB/s` },
    {
      figure: 'RSS idle → peak',
      value: `${s.idleRssMB.toFixed(0)} → ${s.peakRssMB.toFixed(0)} MB for a ${s.fileMB} MB file`,
    },
  ]);
}

if (wanted('backend')) {
  console.log('\n## Backend (callables on the local stack; reads per screen query)');
  const { benchBackend } = await jiti.import(
    new URL('../functions/bench/backend-bench.ts', import.meta.url).href,
  );
  const r = await benchBackend(startStack);
  console.log(
    `Document reads per creator screen query, short history vs ${r.historySize} submissions and payouts:`,
  );
  console.table(r.reads);
  console.log('Median client-observed latency per callable (warm):');
  console.table(r.latency);
}

if (wanted('export')) {
  console.log('\n## Dataset export (issue 23): 1,000 approved files, the job in its own process');
  const { benchExport } = await jiti.import(
    new URL('../functions/bench/export-bench.ts', import.meta.url).href,
  );
  const e = await benchExport();
  console.table([
    {
      figure: 'files exported',
      value: `${e.files} × ${e.fileBytes / 1024} KiB (${e.totalMB.toFixed(0)} MB)`,
    },
    { figure: 'time to complete (copy, hash, manifest, sign)', value: `${e.seconds.toFixed(1)} s` },
    { figure: "exporter's RSS after loading its code", value: `${e.loadedRssMB.toFixed(0)} MiB` },
    { figure: "exporter's peak RSS", value: `${e.peakRssMB.toFixed(0)} MiB` },
    { figure: 'manifest.jsonl', value: `${e.manifestKB.toFixed(0)} KiB` },
  ]);
}

if (wanted('media')) {
  console.log(
    "\n## Media inspection in the function (issue 22; submitWork's inspect-file.ts in Node)",
  );
  const { benchMedia } = await import('./bench/media.mjs');
  const r = await benchMedia();
  console.log(
    `Median of ${r.runs} fresh processes per file, read from the local disk and from the Storage emulator by ranged GETs; "first file, cold" includes compiling MediaInfoLib's WebAssembly.`,
  );
  console.table(r.rows);
}

if (wanted('media') || wanted('media-browser')) {
  console.log(
    "\n## Media check in the browser (issue 22; the Submit screen's device check in Chromium)",
  );
  const { benchMediaBrowser } = await import('./bench/media-browser.mjs');
  const r = await benchMediaBrowser();
  console.log(
    `The same 1 GB files; median of ${r.runs} fresh pages, each file chosen in an <input type="file"> and read by Blob.slice ranges. The first inspection of a page (a small sample: loading mediainfo.js and compiling its WebAssembly) took ${r.coldMs.toFixed(0)} ms (median); the 1 GB files come after it.`,
  );
  console.table(r.rows);
}

if (wanted('stack')) {
  console.log('\n## Local stack on a built tree (npm start --prod without its builds)');
  const ss = await benchStartStop();
  const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Median of ${ss.runs} (load average ${ss.load.before} before, ${ss.load.after} after, 2 cores):`,
  );
  console.table([
    { step: 'first start to ready (empty data, seeding included)', median: sec(ss.firstStartMs) },
    { step: 'restart to ready (seeded data)', median: sec(ss.restartMs) },
    { step: 'stop right after ready (warm-ups in flight)', median: sec(ss.stopAfterReadyMs) },
    { step: 'stop of a settled stack', median: sec(ss.stopSettledMs) },
  ]);
  if (process.env.BENCH_DETAIL) console.log(ss.all);
  const st = await benchStack();
  console.log(
    'JavaScript downloaded from an empty cache through sign-in to the dashboard (gzip on the wire):',
  );
  console.table(
    st.dashboards.map((d) => ({
      route: d.route,
      'JS files': d.files,
      'JS gzip': kb(d.gzipBytes),
      'React copies': d.reactCopies,
    })),
  );
}

if (wanted('screens')) {
  console.log(
    '\n## First-load JavaScript per signed-in screen (production build, full local stack)',
  );
  console.log(
    'Empty cache; sign-in through the form, /dashboard, then the screen opened inside the app.',
  );
  console.log(`Gzip bytes on the wire; goal: at most ${kb(SCREEN_BUDGET_BYTES)} per screen.`);
  screens = await benchScreens();
  console.table(
    screens.map((s) => ({
      as: s.side,
      route: s.route,
      'JS files': s.files,
      'JS gzip': kb(s.gzipBytes),
      'React copies': s.reactCopies,
      goal: s.gzipBytes <= SCREEN_BUDGET_BYTES ? 'met' : 'OVER',
    })),
  );
  if (process.env.BENCH_DETAIL) {
    // Which files a screen's figure is made of, largest first (BENCH_DETAIL=1).
    for (const s of screens) {
      console.log(`${s.side} ${s.route}:`);
      console.table(
        [...s.perFile]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((f) => ({
            file: f.url.replace(/^https?:\/\/[^/]+/, ''),
            'JS gzip': kb(f.gzipBytes),
          })),
      );
    }
  }
  const over = screens.filter((s) => s.gzipBytes > SCREEN_BUDGET_BYTES);
  console.log(
    over.length === 0
      ? 'Every screen is within the goal.'
      : `Over the goal: ${over.map((s) => `${s.side} ${s.route}`).join(', ')}`,
  );
}

if (wanted('budgets')) {
  console.log('\n## JavaScript budgets (production build; fails the run when one is exceeded)');
  const rows = await benchBudgets({
    landing: bundles?.find((b) => b.route === '/'),
    screens,
  });
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      'JS gzip': kb(r.gzipBytes),
      budget: kb(r.budgetBytes),
      result: r.met ? 'met' : 'OVER',
    })),
  );
  const over = rows.filter((r) => !r.met);
  console.log(
    over.length === 0
      ? 'Every budget is met.'
      : `Over budget: ${over.map((r) => `${r.figure} by ${kb(r.gzipBytes - r.budgetBytes)}`).join(', ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}

if (wanted('scale')) {
  console.log(
    "\n## At scale: every signed-in screen and job at the scale seed's factors (issue 25)",
  );
  console.log(
    'Production build, a fresh stack per factor filled by `seed:scale` (factor 100: 10,000 creators,',
  );
  console.log(
    '50,000 submissions, 200,000 audit entries…); the heavy creator has a tenth of the submissions.',
  );
  console.log(
    'Reads: documents the emulator billed (usage.ts) to the signed-in user (client) and to the',
  );
  console.log(
    'callables (server) while the screen loaded from a saved session; content: navigation to the',
  );
  console.log(
    'heading with no loading status left, median of 5; heap: JS heap used after it settled.',
  );
  const factors = (process.env.BENCH_FACTORS ?? '1,10,100').split(',').map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const r = await benchScale({
    factors,
    runs,
    log: process.env.BENCH_VERBOSE || process.env.BENCH_PROGRESS ? console.log : () => {},
  });
  const key = (s) => `${s.as} ${s.route}`;
  const first = r.factors[0];
  const rows = first.screens.map((s0) => {
    const row = { screen: key(s0) };
    for (const f of r.factors) {
      const s = f.screens.find((x) => key(x) === key(s0));
      row[`reads ×${f.factor}`] = `${s.clientReads}+${s.serverReads}`;
      row[`content ×${f.factor}`] = `${s.contentMs} ms`;
      row[`heap ×${f.factor}`] = `${s.heapMB} MB`;
    }
    const last = r.factors[r.factors.length - 1].screens.find((x) => key(x) === key(s0));
    row['reads same'] = r.factors.every(
      (f) => f.screens.find((x) => key(x) === key(s0)).clientReads === s0.clientReads,
    )
      ? 'yes'
      : 'NO';
    row['time ratio'] = (last.contentMs / s0.contentMs).toFixed(2);
    return row;
  });
  console.table(rows);
  for (const f of r.factors)
    console.log(
      `factor ${f.factor}: ${f.documents.toLocaleString('en-US')} documents seeded in ${f.seedSeconds} s; heavy creator ${f.heavySubmissions} submissions; load average ${f.load.before} → ${f.load.after} during the screens (2 cores)`,
    );
  if (r.jobs) {
    console.log(
      `\nJobs at factor ${r.jobs.factor} with ${r.jobs.due.acceptances} expired acceptances, ${r.jobs.due.submissions} submissions past auto-approval and ${r.jobs.due.payouts} payouts left processing (one run each; load ${r.jobs.load}):`,
    );
    console.table(r.jobs.rows);
  }
}

if (wanted('cost')) {
  console.log('\n## A month on Firebase (issue 25): measured usage per action × a monthly profile');
  const c = await benchCost({ log: process.env.BENCH_PROGRESS ? console.log : () => {} });
  const m = c.measured;
  console.log(
    `Measured on the local stack (scale seed, factor 1; load ${c.load}): sign-in from a cold cache ${m.signIn.reads} reads and ${(m.signIn.bytes / 1024).toFixed(0)} KiB from Hosting.`,
  );
  console.table(
    ['addPayoutAccount', 'accept', 'upload', 'submit', 'review', 'payout']
      .map((k) => ({ action: k, ...m[k], result: undefined }))
      .concat(
        m.jobs.map((j) => ({
          action: `job ${j.name}`,
          reads: j.reads,
          writes: j.writes,
          deletes: j.deletes,
          invocations: 1,
          ms: j.ms,
        })),
      )
      .map(({ action, reads, writes, deletes, invocations, ms }) => ({
        action,
        reads,
        writes,
        deletes,
        invocations,
        ms,
      })),
  );
  console.table(
    [
      ...m.creatorScreens.map((r) => ({ as: 'creator', ...r })),
      ...m.staffScreens.map((r) => ({ as: 'admin', ...r })),
    ].map((r) => ({ screen: `${r.as} ${r.route}`, reads: r.clientReads + r.serverReads })),
  );
  console.log(
    `Profile: ${PROFILE.creators.toLocaleString('en-US')} creators × ${PROFILE.sessionsPerCreator} sessions (${PROFILE.coldLoadsPerCreator} cold); ${PROFILE.submissionsPerMonth.toLocaleString('en-US')} submissions a month (${PROFILE.acceptancesPerSubmission} acceptances each, ${PROFILE.approvedShare * 100}% approved and paid, ${(PROFILE.submissionBytes / 1e6).toFixed(2)} MB each, downloaded once in review); ${PROFILE.staffSessions} staff sessions; ${PROFILE.storedGB} GB stored; jobs on their cadence.`,
  );
  console.log(
    `Prices: ${PRICES.date} (scripts/bench/cost.mjs names each and its source), free tiers applied.`,
  );
  console.table(
    c.bill.lines.map((l) => ({
      line: l.line,
      quantity: Math.round(l.quantity * 100) / 100,
      unit: l.unit,
      price: l.price,
      'USD / month': l.cost.toFixed(2),
    })),
  );
  console.log(
    `Total: $${c.bill.total.toFixed(2)} a month; the largest line: ${c.bill.dominant.line} ($${c.bill.dominant.cost.toFixed(2)}).`,
  );
}
