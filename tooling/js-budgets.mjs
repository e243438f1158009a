// @ts-check
// The JavaScript budgets, checked on the production build with the same measuring code as the
// bench's bundles and screens sections: first-load JavaScript of the landing page, and through
// sign-in to every creator and staff screen (gzip on the wire, empty cache).
import { LANDING_ROUTE, measureFirstLoad } from './first-load.mjs';
import { measureScreensFirstLoad } from './first-load-screens.mjs';

/** The landing page's first-load budget, gzip. */
export const LANDING_BUDGET_BYTES = 110 * 1024;

/**
 * The first-load budget of a signed-in screen, gzip. 300 KiB: provenance, releases, bonuses and
 * conversations ride in every screen's converters; then Available Tasks asks discoverTasks for the
 * tasks shown only to who qualifies and Review Submissions asks reviewQueueGold for its gold
 * checks as they open (the Functions SDK in their first load: readLazily keeps the registry's
 * schemas out), Review Submissions names each file's kind, and User Management shows a creator's
 * tax form and identity check (296.2 KiB at the largest, docs/performance.md). It was 292.
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
 * twice.
 * @param {{ landing?: Figure, screens?: (Figure & { side: string, route: string })[] }} [measured]
 * @returns {Promise<BudgetRow[]>}
 */
export async function measureJsBudgets({ landing, screens } = {}) {
  const landingFigure = landing ?? (await measureLanding());
  const screenFigures = screens ?? (await measureScreensFirstLoad());
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
