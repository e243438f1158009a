// @ts-check
import { LANDING_ROUTE, measureFirstLoad } from '../../../tooling/first-load.mjs';
import { kb } from '../print.mjs';

export const name = 'bundles';
export const byDefault = true;
export const description =
  'First-load JavaScript of the landing page and both dashboards signed out (gzip, empty cache)';

/** @param {import('../section.mjs').SharedFigures} shared */
export async function run(shared) {
  console.log('## First-load JavaScript (production build, gzip bytes on the wire, empty cache)');
  console.log(
    'Chromium loads each route from the four origins. Signed out, the dashboards show the',
  );
  console.log('sign-in screen; the signed-in figures are in the stack section below.');
  /** @type {import('../../../tooling/first-load.mjs').Route[]} */
  const routes = [LANDING_ROUTE, ['/dashboard', 'Sign in'], ['/dashboard/admin/tasks', 'Sign in']];
  const bundles = await measureFirstLoad({ routes });
  shared.bundles = bundles;
  console.table(
    bundles.map((b) => ({
      route: b.route,
      'JS files': b.files,
      'JS gzip': kb(b.gzipBytes),
      'React copies': b.reactCopies,
    })),
  );
  const reactOnce = bundles.every((b) => b.reactCopies === 1);
  console.log(
    reactOnce
      ? 'React is downloaded once on every route.\n'
      : 'WARNING: React is not downloaded exactly once.\n',
  );
  if (!reactOnce) process.exitCode = 1;
}
