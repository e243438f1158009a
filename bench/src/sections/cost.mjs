// @ts-check
import { benchCost } from '../measure/cost.mjs';
import { PRICES, PROFILE } from '../measure/cost-bill.mjs';
import { progress } from '../print.mjs';

export const name = 'cost';
export const byDefault = false;
export const description =
  'A month on Firebase: usage measured per action on the local stack times a monthly profile';

export async function run() {
  console.log('\n## A month on Firebase: measured usage per action × a monthly profile');
  const c = await benchCost({ log: progress });
  const m = c.measured;
  console.log(
    `Measured on the local stack (scale seed, factor 1; load ${c.load}): sign-in from a cold cache ${m.signIn.reads} reads and ${(m.signIn.bytes / 1024).toFixed(0)} KiB from Hosting.`,
  );
  const actions = /** @type {const} */ ([
    'addPayoutAccount',
    'accept',
    'upload',
    'submit',
    'review',
    'payout',
  ]);
  console.table(
    [
      ...actions.map((action) => ({ action, ...m[action] })),
      ...m.jobs.map((j) => ({ ...j, action: `job ${j.name}`, invocations: 1 })),
    ].map(({ action, reads, writes, deletes, invocations, ms }) => ({
      action,
      reads,
      writes,
      deletes,
      invocations,
      ms,
    })),
  );
  console.table(
    [
      ...m.creatorScreens.map((r) => ({ as: 'creator', ...r })),
      ...m.staffScreens.map((r) => ({ as: 'admin', ...r })),
    ].map((r) => ({ screen: `${r.as} ${r.route}`, reads: r.clientReads + r.serverReads })),
  );
  console.log(
    `Profile: ${PROFILE.creators.toLocaleString('en-US')} creators × ${PROFILE.sessionsPerCreator} sessions (${PROFILE.coldLoadsPerCreator} cold); ${PROFILE.submissionsPerMonth.toLocaleString('en-US')} submissions a month (${PROFILE.acceptancesPerSubmission} acceptances each, ${PROFILE.approvedShare * 100}% approved and paid, ${(PROFILE.submissionBytes / 1e6).toFixed(2)} MB each, downloaded once in review); ${PROFILE.staffSessions} staff sessions; ${PROFILE.storedGB} GB stored; jobs on their cadence.`,
  );
  console.log(
    `Prices: ${PRICES.date} (bench/src/measure/cost-bill.mjs names each and its source), free tiers applied.`,
  );
  console.table(
    c.bill.lines.map((l) => ({
      line: l.line,
      quantity: Math.round(l.quantity * 100) / 100,
      unit: l.unit,
      price: l.price,
      'USD / month': l.cost.toFixed(2),
    })),
  );
  console.log(
    `Total: $${c.bill.total.toFixed(2)} a month; the largest line: ${c.bill.dominant.line} ($${c.bill.dominant.cost.toFixed(2)}).`,
  );
}
