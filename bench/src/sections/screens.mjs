// @ts-check
import { measureScreensFirstLoad } from '../../../tooling/first-load-screens.mjs';
import { SCREEN_BUDGET_BYTES } from '../../../tooling/js-budgets.mjs';
import { kb } from '../print.mjs';

export const name = 'screens';
export const byDefault = true;
export const description =
  'First-load JavaScript of every signed-in screen through sign-in (BENCH_DETAIL: per file)';

/** @param {import('../section.mjs').SharedFigures} shared */
export async function run(shared) {
  console.log(
    '\n## First-load JavaScript per signed-in screen (production build, full local stack)',
  );
  console.log(
    'Empty cache; sign-in through the form, /dashboard, then the screen opened inside the app.',
  );
  console.log(`Gzip bytes on the wire; goal: at most ${kb(SCREEN_BUDGET_BYTES)} per screen.`);
  const screens = await measureScreensFirstLoad();
  shared.screens = screens;
  console.table(
    screens.map((s) => ({
      as: s.side,
      route: s.route,
      'JS files': s.files,
      'JS gzip': kb(s.gzipBytes),
      'React copies': s.reactCopies,
      goal: s.gzipBytes <= SCREEN_BUDGET_BYTES ? 'met' : 'OVER',
    })),
  );
  if (process.env.BENCH_DETAIL) {
    // Which files a screen's figure is made of, largest first (BENCH_DETAIL=1).
    for (const s of screens) {
      console.log(`${s.side} ${s.route}:`);
      console.table(
        [...s.perFile]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((f) => ({
            file: f.url.replace(/^https?:\/\/[^/]+/, ''),
            'JS gzip': kb(f.gzipBytes),
          })),
      );
    }
  }
  const over = screens.filter((s) => s.gzipBytes > SCREEN_BUDGET_BYTES);
  console.log(
    over.length === 0
      ? 'Every screen is within the goal.'
      : `Over the goal: ${over.map((s) => `${s.side} ${s.route}`).join(', ')}`,
  );
}
