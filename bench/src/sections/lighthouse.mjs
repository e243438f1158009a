// @ts-check
import { benchLighthouse, benchLighthouseScreens } from '../measure/lighthouse.mjs';
import { progress } from '../print.mjs';

export const name = 'lighthouse';
export const byDefault = true;
export const description =
  'Lighthouse on the landing page and on every signed-in screen, mobile (BENCH_LIGHTHOUSE_FACTORS)';

export async function run() {
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
  console.log('Goal: LCP ≤ 1.2 s and TBT ≤ 50 ms at factor 1; within 1.5× of that at factor 100.');
  const factors = (process.env.BENCH_LIGHTHOUSE_FACTORS ?? '1').split(',').map(Number);
  /** @type {Awaited<ReturnType<typeof benchLighthouseScreens>>[]} */
  const perFactor = [];
  for (const factor of factors)
    perFactor.push(await benchLighthouseScreens({ factor, log: progress }));
  const [first] = perFactor;
  if (!first) return;
  console.table(
    first.rows.map((r0, i) => {
      /** @type {Record<string, unknown>} */
      const row = { screen: `${r0.as} ${r0.route}` };
      for (const f of perFactor) {
        const r = f.rows[i];
        row[`LCP ×${f.factor} (ms)`] = r?.lcpMs;
        row[`TBT ×${f.factor} (ms)`] = r?.tbtMs;
        row[`host index ×${f.factor}`] = r?.hostIndex;
      }
      const { lcpMs, tbtMs } = r0;
      row.goal = lcpMs === null ? 'no LCP' : lcpMs <= 1200 && tbtMs <= 50 ? 'met' : 'not met';
      return row;
    }),
  );
  console.log(`Load average after: ${perFactor.map((f) => f.load).join(', ')} (2 cores).\n`);
}
