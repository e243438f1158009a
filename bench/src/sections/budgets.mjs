// @ts-check
import { measureJsBudgets } from '../../../tooling/js-budgets.mjs';
import { kb } from '../print.mjs';

export const name = 'budgets';
export const byDefault = true;
export const description =
  'The JavaScript budgets of the landing page and every screen; fails the run when one is over';

/** @param {import('../section.mjs').SharedFigures} shared */
export async function run(shared) {
  console.log('\n## JavaScript budgets (production build; fails the run when one is exceeded)');
  const rows = await measureJsBudgets({
    landing: shared.bundles?.find((b) => b.route === '/'),
    screens: shared.screens,
  });
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      'JS gzip': kb(r.gzipBytes),
      budget: kb(r.budgetBytes),
      result: r.met ? 'met' : 'OVER',
    })),
  );
  const over = rows.filter((r) => !r.met);
  console.log(
    over.length === 0
      ? 'Every budget is met.'
      : `Over budget: ${over.map((r) => `${r.figure} by ${kb(r.gzipBytes - r.budgetBytes)}`).join(', ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}
