// `npm run bench`: figures from production builds and the local stack. Each section measures
// one concern and prints medians or totals with how they were taken. Needs `npm run build` first.
import { benchBundles } from './bench/bundle.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';

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
