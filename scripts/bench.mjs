// `npm run bench`: figures from production builds and the local stack. Each section measures
// one concern and prints medians or totals with how they were taken. Needs `npm run build` first.
import { benchBundles } from './bench/bundle.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { createJiti } from 'jiti';

// The emulator's benches are TypeScript beside its sources; jiti runs them without a build.
const jiti = createJiti(import.meta.url);
const emulatorBench = (name) => jiti.import(new URL(`../emulator/bench/${name}.ts`, import.meta.url).href);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

console.log('# Groundtruth benchmarks\n');

if (wanted('bundles')) {
  console.log('## First-load JavaScript (production build, gzip bytes on the wire, empty cache)');
  console.log('Chromium loads each route from the four origins; dashboards are measured signed out,');
  console.log('so they show the shell chrome and sign-in screen a visitor downloads first.');
  const bundles = await benchBundles();
  console.table(
    bundles.map((b) => ({
      route: b.route,
      'JS files': b.files,
      'JS gzip': kb(b.gzipBytes),
      'React copies': b.reactCopies,
    })),
  );
  const reactOnce = bundles.every((b) => b.reactCopies === 1);
  console.log(reactOnce ? 'React is downloaded once on every route.\n' : 'WARNING: React is not downloaded exactly once.\n');
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
    },
  ]);
  console.log(`Audits below 90: ${lh.failingAudits.join(', ') || 'none'}\n`);
}

if (wanted('rules')) {
  console.log('## Security-rules engine (realistic firestore.rules, in process)');
  const { benchRules } = await emulatorBench('rules-bench');
  const r = await benchRules();
  console.log(`Parse: median ${r.parseMs.toFixed(3)} ms over ${r.parseRuns} parses of a ${r.rulesLines}-line file.`);
  console.log(`Evaluate: median ${r.medianEvalMicros.toFixed(1)} µs, p95 ${r.p95EvalMicros.toFixed(1)} µs per request over ${r.evalSamples} decisions.`);
  console.table(Object.entries(r.perRequestMicros).map(([request, micros]) => ({ request, 'median µs': micros.toFixed(1) })));
}
