// @ts-check
// `node scripts/parallel.mjs a b …`: runs the npm scripts a, b, … at the same time and fails
// when any fails. `npm test` runs typecheck beside lint with it. (The unit tests beside the JS
// budgets was tried: the extra load made component tests miss their waits; not worth 60 s.)
// The first script's output streams as it comes; each other's is printed whole when it ends, so
// the steps' lines do not interleave.
import { npmRun } from './npm-run.mjs';

const codes = await Promise.all(
  process.argv.slice(2).map(async (script, i) => {
    const { code, output, seconds } = await npmRun([script], { streamed: i === 0 });
    if (output) process.stdout.write(`\n── npm run ${script} ──\n${output}`);
    const status = code === 0 ? 'passed' : `failed (${code})`;
    console.log(`── npm run ${script}: ${status} in ${seconds.toFixed(0)} s ──`);
    return code;
  }),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
