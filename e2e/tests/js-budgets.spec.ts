// The JavaScript budgets (`npm run test:budgets` alone): first-load JavaScript of the landing
// and, through sign-in, of every creator, staff and customer screen, gzip on the wire, measured on
// the production build by the code the bench measures with (tooling/js-budgets.mjs), on the shared
// stack's build, signed in as its demo creator, admin and customer (sign-ins only: nothing is
// written). The budgets project: one worker of its own from the start, beside the journeys.
import { expect, test } from '../testing/test';
import { measureJsBudgets } from '../../tooling/js-budgets.mjs';
import {
  appUrl,
  DEMO_ADMIN,
  DEMO_CREATOR,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  STACK,
} from '../testing/stack';

test('the landing and every signed-in screen load within their JavaScript budgets', async () => {
  // Nineteen sign-ins, each in an empty browser: minutes beside the journeys.
  test.setTimeout(10 * 60_000);
  const rows = await measureJsBudgets({
    running: {
      appUrl,
      projectId: STACK.projectId,
      firestoreHost: `127.0.0.1:${STACK.ports.firestore}`,
      creator: { email: DEMO_CREATOR, password: DEMO_PASSWORD },
      admin: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
      customer: { email: DEMO_CUSTOMER, password: DEMO_PASSWORD },
    },
  });
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
