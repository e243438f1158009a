// @ts-check
import { SCALE_ACCOUNTS } from '@groundtruth/dev-stack/scale';
import { SCALE_PASSWORD } from '@groundtruth/dev-stack/scale/write';
import { FLOOR_PAGES, serveFloorPages } from '../measure/lighthouse-floor.mjs';
import { benchLighthouse, benchLighthouseScreens } from '../measure/lighthouse.mjs';
import { benchTaps } from '../measure/tap.mjs';
import { progress } from '../print.mjs';

export const name = 'lighthouse';
export const byDefault = true;
export const description =
  'Lighthouse on the landing and every signed-in screen in turns with the floor pages, and taps during start-up';

/** Landing runs: its TBT must be 0 ms in every one. */
const LANDING_RUNS = 10;

/** The sidebar taps measured during start-up: a dashboard's link to a screen of its app. */
const TAPS = [
  {
    account: SCALE_ACCOUNTS.heavy,
    from: '/dashboard',
    to: '/dashboard/tasks',
    heading: 'Available Tasks',
  },
  {
    account: SCALE_ACCOUNTS.admin,
    from: '/dashboard',
    to: '/dashboard/admin/submissions',
    heading: 'Review Submissions',
  },
];

/**
 * `a / b` to two decimals, or null without both.
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 */
const ratio = (a, b) => (a == null || !b ? null : Math.round((a / b) * 100) / 100);

/**
 * BENCH_LIGHTHOUSE_PARTS=screens (a comma list of landing, screens, taps; all by default) narrows
 * the run, e.g. to compare one start-up lever's build with another's on the screens alone.
 */
const parts = new Set(
  (process.env.BENCH_LIGHTHOUSE_PARTS ?? 'landing,screens,taps').split(',').map((p) => p.trim()),
);

/**
 * The landing, LANDING_RUNS times in turns with the floor's no-script page.
 * @param {{ name: string, url: string }} noScript
 */
async function landing(noScript) {
  console.log(
    `## Lighthouse, production landing page, mobile (median of ${LANDING_RUNS}, in turns with the floor's no-script page)`,
  );
  const lh = await benchLighthouse({ runs: LANDING_RUNS, beside: noScript });
  console.table([
    {
      performance: lh.performance,
      accessibility: lh.accessibility,
      'best practices': lh.bestPractices,
      seo: lh.seo,
      'LCP (ms)': lh.lcpMs,
      'TBT (ms)': lh.tbtMs,
      'TBT 0 ms': `${lh.tbtRuns.filter((tbt) => tbt === 0).length}/${lh.tbtRuns.length}`,
      'host index': `${lh.hostIndex} (${lh.hostIndexRange.join('–')})`,
    },
  ]);
  console.log(`Landing TBT per run (ms): ${lh.tbtRuns.join(', ')}`);
  console.log(`No-script page TBT per run (ms): ${lh.beside?.tbtRuns.join(', ')}`);
  console.log(`Audits below 90: ${lh.failingAudits.join(', ') || 'none'}\n`);
}

export async function run() {
  const { pages, close } = await serveFloorPages({
    floorPages: FLOOR_PAGES.filter((page) => page.name !== 'React DOM'),
  });
  const floorPage = (/** @type {string} */ name) => {
    const page = pages.find((p) => p.name === name);
    if (!page) throw new Error(`no floor page "${name}"`);
    return page;
  };
  try {
    if (parts.has('landing')) await landing(floorPage('no script'));
    if (!parts.has('screens') && !parts.has('taps')) return;
    console.log(
      '## Lighthouse, every signed-in screen, mobile, production build, signed in (median of 3, in turns with the floor)',
    );
    console.log(
      'Goals: the federated floor within 1.25× of the plain libraries; each screen within 1.2× of the federated floor; TBT under 200 ms.',
    );
    const factors = (process.env.BENCH_LIGHTHOUSE_FACTORS ?? '1').split(',').map(Number);
    const floorPages = [floorPage('libraries'), floorPage('libraries, federated')];
    /** @type {Awaited<ReturnType<typeof benchLighthouseScreens>>[]} */
    const perFactor = [];
    /** @type {Awaited<ReturnType<typeof benchTaps>> | undefined} */
    let taps;
    for (const [i, factor] of factors.entries())
      perFactor.push(
        await benchLighthouseScreens({
          factor,
          floorPages,
          log: progress,
          // The taps on the first factor's stack, once Lighthouse is done with it.
          afterScreens:
            i === 0 && parts.has('taps')
              ? async (/** @type {string} */ appUrl) => {
                  taps = await benchTaps({
                    appUrl,
                    floorUrl: floorPage('no script').url,
                    taps: TAPS,
                    password: SCALE_PASSWORD,
                    log: progress,
                  });
                }
              : undefined,
        }),
      );
    for (const f of perFactor) {
      const [plain, federated] = f.floor;
      console.log(`### Factor ${f.factor}`);
      console.table(
        f.floor.map((r) => ({
          'floor page': r.page,
          'TBT (ms)': r.tbtMs,
          'LCP (ms)': r.lcpMs,
          'host index': r.hostIndex,
          runs: r.runs,
        })),
      );
      console.log(
        `Federated floor / plain libraries: ${ratio(federated?.tbtMs, plain?.tbtMs)}× (goal ≤ 1.25×)`,
      );
      console.table(
        f.rows.map((r) => ({
          screen: `${r.as} ${r.route}`,
          'LCP (ms)': r.lcpMs,
          'TBT (ms)': r.tbtMs,
          '× federated floor': ratio(r.tbtMs, federated?.tbtMs),
          'host index': r.hostIndex,
          runs: r.runs,
        })),
      );
    }
    if (taps) {
      console.log(
        `## A sidebar tap during start-up, CPU slowed 4× (median of ${taps.rows[0]?.runs ?? 0}): next paint within ${taps.goodMs} ms, and the screen it names opens`,
      );
      console.table(
        taps.rows.map((r) => ({
          tap: `${r.as} ${r.from} → ${r.to}`,
          'at (ms)': r.atMs,
          'latency median (ms)': r.latencyMs,
          'latency max (ms)': r.latencyMaxMs,
          'first paint (ms)': r.paintedMs,
          opened: `${r.answered}/${r.runs}`,
          reloaded: r.reloaded,
        })),
      );
      console.log(
        `A latency of ${taps.floorMs} ms stands for "answered under Event Timing's ${taps.floorMs} ms floor". First paint: when the screen's kept picture painted, in ms after asking for the page (median).`,
      );
      console.log(
        `The floor under a tap's moment: the no-script page, slowed 4× the same way, first paints ${taps.floorPaintMs} ms after asking (median of ${taps.rows[0]?.runs ?? 0}); a tap before that has nothing to land on.`,
      );
    }
    console.log(`Load average after: ${perFactor.map((f) => f.load).join(', ')} (2 cores).\n`);
  } finally {
    await close();
  }
}
