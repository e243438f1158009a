// The JavaScript budgets of issue 13, checked on the production build with the same measuring
// code as the bundles and screens sections: first-load JavaScript of the landing page, and
// through sign-in to every creator and staff screen (gzip on the wire, empty cache).
import { benchBundles, LANDING_ROUTE } from './bundle.mjs';
import { benchScreens, SCREEN_BUDGET_BYTES } from './screens.mjs';

/** The landing page's first-load budget, gzip. */
export const LANDING_BUDGET_BYTES = 110 * 1024;

/**
 * Each budgeted figure with its budget. `landing` and `screens` take figures the caller already
 * measured (the bundles and screens sections of the same run), so nothing is measured twice.
 * @returns {Promise<{ figure: string, gzipBytes: number, budgetBytes: number, met: boolean }[]>}
 */
export async function benchBudgets({ landing, screens } = {}) {
  const landingFigure = landing ?? (await benchBundles({ routes: [LANDING_ROUTE] }))[0];
  const screenFigures = screens ?? (await benchScreens());
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
