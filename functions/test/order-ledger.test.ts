/**
 * The escrow ledger's invariant, property-style: for a seeded random sequence of payment events
 * (good ones, the wrong amount, replays, two deliveries at once) and reviews of the order's work
 * (approvals paying creators, rejections), every order's escrow totals equal a recount of its
 * ledger entries after every step, and its balance is payments − payouts − fees − refunds.
 * Each order with approved work then ends (delivered, accepted, its unspent escrow refunded)
 * with a balance of zero.
 * GT_ORDER_LEDGER_SEED replays a sequence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { escrowBalanceOf, type EscrowTotals } from '@groundtruth/domain/dataset-orders';
import { mulberry32 } from '../../tooling/mulberry32.mjs';
import { newCreator, newStaff, type Member } from '../testing/clients';
import { submitted } from '../testing/flows';
import {
  escrowOf,
  newCustomer,
  newOrganization,
  paymentEvent,
  postPaymentEvent,
  readOrder,
  submittedOrder,
} from '../testing/orders';
import { runExports } from '../testing/order-delivery';
import { BUCKET } from '../testing/stack';
import { tempDir } from '../testing/temp-dirs';
import { because } from '../testing/review-why';
import { recountEscrow } from '../src/orders/ledger';

// The export job delivers the orders at the end of a sequence.
process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-order-ledger-keys-');

const SEED = Number(process.env.GT_ORDER_LEDGER_SEED ?? 20_261_207);
const ORDERS = 3;
const STEPS = 10;

let customer: Member;
let adminUser: Member;

beforeAll(async () => {
  const orgId = await newOrganization('Hooli Research');
  [customer, adminUser] = await Promise.all([newCustomer(orgId), newStaff('admin')]);
});

type Step = 'pay' | 'twice_at_once' | 'wrong_amount' | 'replay' | 'approve' | 'reject';

/** One order's story: what was sent and what the escrow must hold. */
interface Story {
  orderId: string;
  totalCents: number;
  feeCents: number;
  payoutCents: number;
  funded: boolean;
  taskId: string | null;
  sent: ReturnType<typeof paymentEvent>[];
  expected: EscrowTotals;
}

/** Sends a new event of `amount`; returns the outcomes of its deliveries. */
async function deliver(story: Story, amount: number, times: number): Promise<string[]> {
  const event = paymentEvent(story.orderId, amount);
  story.sent.push(event);
  const answers = await Promise.all(Array.from({ length: times }, () => postPaymentEvent(event)));
  return answers.map((answer) => String(answer.body.outcome)).sort();
}

/** The order's task, made and published at its first review. */
async function taskOf(story: Story): Promise<string> {
  if (story.taskId) return story.taskId;
  const { taskIds } = await adminUser.call(callables.convertOrderToTasks, {
    orderId: story.orderId,
    estimatedMinutes: 10,
  });
  await adminUser.call(callables.setTaskStatus, { taskId: taskIds[0]!, status: 'published' });
  story.taskId = taskIds[0]!;
  return story.taskId;
}

async function run(story: Story, step: Step, next: () => number): Promise<void> {
  if (step === 'pay' || step === 'twice_at_once') {
    const outcomes = await deliver(story, story.totalCents, step === 'pay' ? 1 : 2);
    const first = story.funded ? 'not_submitted' : 'applied';
    expect(outcomes).toEqual(step === 'pay' ? [first] : [first, 'duplicate'].sort());
    if (!story.funded) {
      story.funded = true;
      story.expected.paid_cents += story.totalCents;
      story.expected.fees_cents += story.feeCents;
    }
  } else if (step === 'wrong_amount') {
    const off = 1 + Math.floor(next() * 500);
    const outcomes = await deliver(story, story.totalCents + (next() < 0.5 ? -off : off), 1);
    expect(outcomes).toEqual([story.funded ? 'not_submitted' : 'wrong_amount']);
  } else if (step === 'replay') {
    const event = story.sent[Math.floor(next() * story.sent.length)];
    if (!event) return;
    expect((await postPaymentEvent(event)).body.outcome).toBe('duplicate');
  } else {
    const taskId = await taskOf(story);
    const submissionId = await submitted(await newCreator('ledger'), taskId);
    const decision = step === 'approve' ? 'approved' : 'rejected';
    await adminUser.call(callables.reviewSubmission, {
      submissionId,
      decision,
      ...because(decision),
    });
    if (step === 'approve') story.expected.creator_payouts_cents += story.payoutCents;
  }
}

describe('an order escrow ledger', () => {
  it(`should keep its totals equal to a recount of its entries (seed ${SEED})`, async () => {
    const next = mulberry32(SEED);
    const pick = <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)]!;
    const stories: Story[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const payoutCents = 100 * (5 + Math.floor(next() * 30));
      const made = await submittedOrder(customer, {
        quantity: STEPS,
        payoutPerItemCents: payoutCents,
      });
      stories.push({
        ...made,
        payoutCents,
        funded: false,
        taskId: null,
        sent: [],
        expected: { paid_cents: 0, creator_payouts_cents: 0, fees_cents: 0, refunds_cents: 0 },
      });
    }
    const unfunded: Step[] = ['pay', 'twice_at_once', 'wrong_amount', 'replay'];
    const funded: Step[] = [
      'pay',
      'twice_at_once',
      'wrong_amount',
      'replay',
      'approve',
      'approve',
      'reject',
    ];
    let approvals = 0;
    for (let i = 0; i < STEPS; i++) {
      for (const story of stories) {
        // Funded by its third step at the latest, so its work is reviewed in most sequences.
        const step = story.funded ? pick(funded) : i >= 2 ? 'pay' : pick(unfunded);
        if (step === 'approve') approvals++;
        await run(story, step, next);
        const escrow = await escrowOf(story.orderId);
        expect(escrow, `order ${story.orderId} after step ${i}: ${step}`).toEqual(story.expected);
        expect(await recountEscrow(story.orderId)).toEqual(escrow);
        expect(escrowBalanceOf(escrow)).toBe(
          escrow.paid_cents -
            escrow.creator_payouts_cents -
            escrow.fees_cents -
            escrow.refunds_cents,
        );
      }
    }
    // A sequence that paid no creator would check little: the seed's picks say how many.
    expect(approvals).toBeGreaterThan(0);
    // Each order with approved work ends: delivered, accepted, what its escrow still holds
    // refunded once; its ledger then balances to zero.
    for (const story of stories) {
      if ((await readOrder(story.orderId)).approved_count === 0) continue;
      await customer.call(callables.deliverDatasetOrder, { orderId: story.orderId });
      expect((await runExports(story.orderId)).status).toBe('delivered');
      await customer.call(callables.acceptDatasetOrder, { orderId: story.orderId });
      const escrow = await escrowOf(story.orderId);
      expect(escrow.refunds_cents).toBe(escrowBalanceOf(story.expected));
      expect(await recountEscrow(story.orderId)).toEqual(escrow);
      expect(escrowBalanceOf(escrow)).toBe(0);
    }
  });
});
