// @ts-check
// The JavaScript budgets, checked on the production build with the same measuring code as the
// bench's bundles and screens sections: first-load JavaScript of the landing page, and through
// sign-in to every creator, staff and customer screen (gzip on the wire, empty cache).
import { LANDING_ROUTE, measureFirstLoad } from './first-load.mjs';
import { measureScreensFirstLoad } from './first-load-screens.mjs';

/** The landing page's first-load budget, gzip. */
export const LANDING_BUDGET_BYTES = 110 * 1024;

/**
 * The first-load budget of a signed-in screen, gzip. 300 KiB: provenance, releases, bonuses and
 * conversations ride in every screen's converters; Available Tasks and Review Submissions read a
 * callable as they open (discoverTasks, reviewQueueGold: the Functions SDK in their first load);
 * every creator screen takes its words from the language tables (3–4 KiB on the busiest). It was
 * 304 for a day, until the apps' builds left out zod's JSON Schema generator and the page took
 * one copy of the English messages, the routes and the screen parts (federation shares) and of
 * a remote's message tables: 4–7 KiB off each screen (docs/performance.md). 292 before that.
 */
export const SCREEN_BUDGET_BYTES = 300 * 1024;

async function measureLanding() {
  const [landing] = await measureFirstLoad({ routes: [LANDING_ROUTE] });
  if (!landing) throw new Error('the landing page was not measured');
  return landing;
}

/**
 * @typedef {{ gzipBytes: number }} Figure
 * @typedef {{ figure: string, gzipBytes: number, budgetBytes: number, met: boolean }} BudgetRow
 */

/**
 * Each budgeted figure with its budget. `landing` and `screens` take figures the caller already
 * measured (the bench's bundles and screens sections of the same run), so nothing is measured
 * twice; `running`, a stack already serving the build with the demo accounts, is where the
 * screens are measured (else on a stack of their own).
 * @param {{ landing?: Figure, screens?: (Figure & { side: string, route: string })[], running?: import('./first-load-screens.mjs').RunningStack }} [measured]
 * @returns {Promise<BudgetRow[]>}
 */
export async function measureJsBudgets({ landing, screens, running } = {}) {
  const landingFigure = landing ?? (await measureLanding());
  const screenFigures = screens ?? (await measureScreensFirstLoad(running));
  const rows = [
    { figure: 'landing /', gzipBytes: landingFigure.gzipBytes, budgetBytes: LANDING_BUDGET_BYTES },
    ...screenFigures.map((s) => ({
      figure: `${s.side} ${s.route}`,
      gzipBytes: s.gzipBytes,
      budgetBytes: SCREEN_BUDGET_BYTES,
    })),
  ];
  return rows.map((row) => ({ ...row, met: row.gzipBytes <= row.budgetBytes }));
}
