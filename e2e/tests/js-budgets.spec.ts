// The JavaScript budgets (`npm run test:budgets` alone): first-load JavaScript of the landing
// and, through sign-in, of every creator and staff screen, gzip on the wire, measured on the
// production build by the code the bench measures with (tooling/js-budgets.mjs). The budgets
// project: it starts a stack of its own (the screens' measuring ports), beside the shared stack's
// journeys.
import { expect, test } from '../testing/test';
import { measureJsBudgets } from '../../tooling/js-budgets.mjs';

test('the landing and every signed-in screen load within their JavaScript budgets', async () => {
  // Its own stack and thirteen sign-ins: 2.5 minutes alone, over 5 beside the journeys' lane.
  test.setTimeout(10 * 60_000);
  const rows = await measureJsBudgets();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    rows
      .map(
        (r) =>
          `${r.met ? 'met ' : 'OVER'} ${r.figure}: ${kib(r.gzipBytes)} of ${kib(r.budgetBytes)}`,
      )
      .join('\n'),
  );
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.filter((r) => !r.met).map((r) => r.figure)).toEqual([]);
});
