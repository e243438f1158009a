// @ts-check
import { benchLighthouseFloor } from '../measure/lighthouse-floor.mjs';
import { progress } from '../print.mjs';

export const name = 'lighthouse-floor';
export const byDefault = true;
export const description =
  "Lighthouse on pages that only start (HTML, React DOM, the screens' libraries): the machine's floor";

export async function run() {
  console.log(
    '## Lighthouse floor: pages that only start, mobile, same settings (median of 5, in turns)',
  );
  console.log(
    "What this machine's TBT is for a page before any product code: HTML only, React DOM, and the",
  );
  console.log(
    'libraries every signed-in screen starts with (bench/src/measure/lighthouse-floor.mjs);',
  );
  console.log('BENCH_FLOOR_LEVERS=1 adds the federated page with one start-up lever pulled each.');
  const floor = await benchLighthouseFloor({ log: progress });
  const plain = floor.rows.find((r) => r.page === 'libraries')?.tbtMs;
  console.table(
    floor.rows.map((r) => ({
      page: r.page,
      '× libraries': plain && r.tbtMs !== null ? Math.round((r.tbtMs / plain) * 100) / 100 : null,
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
