// @ts-check
import { benchReturnVisit } from '../measure/return-visit.mjs';

export const name = 'return-visit';
export const byDefault = false;
export const description =
  "Return visits on a phone's network: FCP, LCP and blocking time per screen (BENCH_ROOT)";

export async function run() {
  const root = process.env.BENCH_ROOT ?? process.cwd();
  console.log(
    `\n## Return visits, Chromium on a phone's network (150 ms round trips, CPU not slowed), production build of ${root} (median of 5 reloads per screen)`,
  );
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
