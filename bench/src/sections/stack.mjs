// @ts-check
import { benchStack, benchStartStop } from '../measure/stack.mjs';
import { kb, seconds } from '../print.mjs';

export const name = 'stack';
export const byDefault = true;
export const description =
  'The local stack on a built tree: start, restart and stop, and the JavaScript to each dashboard';

export async function run() {
  console.log('\n## Local stack on a built tree (npm start --prod without its builds)');
  const ss = await benchStartStop();
  console.log(
    `Median of ${ss.runs} (load average ${ss.load.before} before, ${ss.load.after} after, 2 cores):`,
  );
  console.table([
    {
      step: 'first start to ready (empty data, seeding included)',
      median: seconds(ss.firstStartMs),
    },
    { step: 'restart to ready (seeded data)', median: seconds(ss.restartMs) },
    { step: 'stop right after ready (warm-ups in flight)', median: seconds(ss.stopAfterReadyMs) },
    { step: 'stop of a settled stack', median: seconds(ss.stopSettledMs) },
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
