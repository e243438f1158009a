// `npm run bench`: figures from production builds and the local stack. Each section measures
// one concern and prints medians or totals with how they were taken.
import { benchBundles } from './bench/bundle.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('# Groundtruth benchmarks\n');

console.log('## First-load JavaScript (production build, gzip bytes on the wire, empty cache)');
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
console.log(
  reactOnce
    ? 'React is downloaded once on every route.'
    : 'WARNING: React is not downloaded exactly once.',
);
if (!reactOnce) process.exitCode = 1;
