/**
 * An order's escrow: orderPaymentWebhook (signatures, a stale timestamp, replays, two deliveries
 * at once, the wrong amount, an order not awaiting payment), the sandbox payment page the local
 * stack serves, and what approvals and rejections of the order's tasks' submissions do to it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { escrowBalanceOf, orderSandboxWords } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderStepMessages as steps } from '@groundtruth/domain/order-notices';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { submitted } from '../testing/flows';
import {
  escrowOf,
  expectOrderNotices,
  fundedOrder,
  ledgerOf,
  newCustomer,
  newOrganization,
  nowSeconds,
  orderForm,
  paymentEvent,
  postPaymentEvent,
  readOrder,
  submittedOrder,
  TEST_ORDER_WEBHOOK_SECRET,
} from '../testing/orders';
import { because } from '../testing/review-why';
import { recountEscrow } from '../src/orders/ledger';
import { signatureHeader } from '../src/identity/signature';

let customer: Member;
let colleague: Member;
let adminUser: Member;

beforeAll(async () => {
  const orgId = await newOrganization('Initech Vision');
  [customer, colleague, adminUser] = await Promise.all([
    newCustomer(orgId),
    newCustomer(orgId, 'Cal Colleague'),
    newStaff('admin'),
  ]);
});

/** Asserts the organisation's two customers were told once that `orderId` was funded. */
async function expectFundedNotices(orderId: string) {
  const order = await readOrder(orderId);
  const body = steps.fundedBody(
    order.title,
    formatCents(order.quote.total_cents),
    formatCents(escrowBalanceOf(order.escrow)),
  );
  await expectOrderNotices(orderId, 'order_funded', [customer, colleague], {
    title: steps.fundedTitle,
    body,
  });
}

const eventRecord = async (id: string) =>
  (await admin.db().doc(`order_payment_events/${id}`).get()).data();

/** Asserts the order is unpaid and its ledger empty. */
async function expectNoMoney(orderId: string) {
  expect(await ledgerOf(orderId)).toEqual({});
  expect(await escrowOf(orderId)).toEqual({
    paid_cents: 0,
    creator_payouts_cents: 0,
    fees_cents: 0,
    refunds_cents: 0,
  });
}

describe('orderPaymentWebhook', () => {
  it("should fund a submitted order paid its total, the platform's fee taken, once", async () => {
    const { orderId, totalCents, feeCents } = await submittedOrder(customer);
    const event = paymentEvent(orderId, totalCents);
    expect(await postPaymentEvent(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    const order = await readOrder(orderId);
    expect(order.status).toBe('funded');
    expect(order.funded_at).not.toBeNull();
    expect(order.escrow).toEqual({
      paid_cents: totalCents,
      creator_payouts_cents: 0,
      fees_cents: feeCents,
      refunds_cents: 0,
    });
    expect(escrowBalanceOf(order.escrow)).toBe(order.quote.creator_pay_cents);
    expect(await ledgerOf(orderId)).toEqual({
      [`payment_${event.id}`]: expect.objectContaining({
        kind: 'payment',
        amount_cents: totalCents,
        source_id: event.id,
      }),
      [`fee_${event.id}`]: expect.objectContaining({
        kind: 'fee',
        amount_cents: feeCents,
        source_id: event.id,
      }),
    });
    expect(await eventRecord(event.id)).toMatchObject({ order_id: orderId, outcome: 'applied' });
    await expectAudit('order_payment_event', orderId, 'system:payments');
    // The same event again (a replay, the provider's retry): recorded once, no money moves.
    expect((await postPaymentEvent(event)).body.outcome).toBe('duplicate');
    expect(await escrowOf(orderId)).toEqual(order.escrow);
    expect(Object.keys(await ledgerOf(orderId))).toHaveLength(2);
    // Another payment of a funded order: refused, recorded.
    const again = paymentEvent(orderId, totalCents);
    expect((await postPaymentEvent(again)).body.outcome).toBe('not_submitted');
    expect(await escrowOf(orderId)).toEqual(order.escrow);
    expect(await recountEscrow(orderId)).toEqual(order.escrow);
    // The funding told each customer once, replays and refusals nobody.
    await expectFundedNotices(orderId);
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_forged' }, 'signature mismatch'],
    ['unsigned', { header: null }, 'signature missing'],
    ['with a malformed header', { header: 'v1=abc' }, 'signature malformed'],
    ['signed ten minutes ago', { signedAt: nowSeconds() - 600 }, 'signature stale'],
  ])('should refuse an event %s and move no money', async (_, options, error) => {
    const { orderId, totalCents } = await submittedOrder(customer);
    const event = paymentEvent(orderId, totalCents);
    expect(await postPaymentEvent(event, options)).toEqual({ status: 400, body: { error } });
    expect((await readOrder(orderId)).status).toBe('submitted');
    expect(await eventRecord(event.id)).toBeUndefined();
    await expectNoMoney(orderId);
  });

  it('should refuse a body changed after signing', async () => {
    const { orderId, totalCents } = await submittedOrder(customer);
    const cheap = paymentEvent(orderId, 1);
    const header = signatureHeader(TEST_ORDER_WEBHOOK_SECRET, JSON.stringify(cheap), nowSeconds());
    const paid = paymentEvent(orderId, totalCents, { id: cheap.id });
    expect((await postPaymentEvent(paid, { header })).status).toBe(400);
    await expectNoMoney(orderId);
  });

  it('should record and not apply the wrong amount, an unpaid session, a draft or unknown order', async () => {
    const { orderId, totalCents } = await submittedOrder(customer);
    const cases = [
      [paymentEvent(orderId, totalCents - 1), 'wrong_amount'],
      [paymentEvent(orderId, totalCents + 1), 'wrong_amount'],
      [paymentEvent(orderId, totalCents, { paymentStatus: 'unpaid' }), 'ignored'],
      [paymentEvent('no-such-order', totalCents), 'unknown_order'],
    ] as const;
    for (const [event, outcome] of cases) {
      expect((await postPaymentEvent(event)).body.outcome).toBe(outcome);
      expect(await eventRecord(event.id)).toMatchObject({ outcome });
    }
    expect((await readOrder(orderId)).status).toBe('submitted');
    await expectNoMoney(orderId);
    await expectOrderNotices(orderId, 'order_funded', [], { title: '', body: '' });
    const { orderId: draftId } = await customer.call(callables.createDatasetOrder, orderForm());
    const draft = paymentEvent(draftId, (await readOrder(draftId)).quote.total_cents);
    expect((await postPaymentEvent(draft)).body.outcome).toBe('not_submitted');
    await expectNoMoney(draftId);
  });

  it('should take one payment of an event delivered twice at once', async () => {
    const { orderId, totalCents } = await submittedOrder(customer);
    const event = paymentEvent(orderId, totalCents);
    const answers = await Promise.all([postPaymentEvent(event), postPaymentEvent(event)]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    const ledger = await ledgerOf(orderId);
    expect(Object.values(ledger).filter((entry) => entry.kind === 'payment')).toHaveLength(1);
    expect((await escrowOf(orderId)).paid_cents).toBe(totalCents);
    await expectFundedNotices(orderId);
  });
});

describe('the sandbox payment page', () => {
  it('should show the total, and fund the order through the signed webhook on Pay (test)', async () => {
    const { orderId } = await submittedOrder(customer);
    const { url, totalCents } = await customer.call(callables.payDatasetOrder, { orderId });
    const page = await (await fetch(url)).text();
    expect(page).toContain(orderSandboxWords.pay);
    expect(page).toContain(orderSandboxWords.decline);
    expect(page).toContain('$300.00');
    const done = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'pay' }).toString(),
    });
    expect(done.status).toBe(200);
    const text = await done.text();
    expect(text).toContain(orderSandboxWords.paid);
    expect(text).toContain(`/dashboard/order?id=${orderId}`);
    expect(await readOrder(orderId)).toMatchObject({ status: 'funded' });
    expect((await escrowOf(orderId)).paid_cents).toBe(totalCents);
  });

  it('should move no money on Decline (test), and name an unknown order', async () => {
    const { orderId } = await submittedOrder(customer);
    const { url } = await customer.call(callables.payDatasetOrder, { orderId });
    const declined = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'decline' }).toString(),
    });
    expect(await declined.text()).toContain(orderSandboxWords.declined);
    expect((await readOrder(orderId)).status).toBe('submitted');
    await expectNoMoney(orderId);
    const unknown = new URL(url);
    unknown.searchParams.set('order', 'no-such-order');
    const response = await fetch(unknown);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(orderSandboxWords.unknownOrder);
  });
});

/** A funded order's one task, published; returns the order's and the task's ids. */
async function publishedOrderTask(payoutPerItemCents = 1_500) {
  const { orderId } = await fundedOrder(customer, { quantity: 4, payoutPerItemCents });
  const {
    taskIds: [taskId],
  } = await adminUser.call(callables.convertOrderToTasks, { orderId, estimatedMinutes: 15 });
  await adminUser.call(callables.setTaskStatus, { taskId: taskId!, status: 'published' });
  return { orderId, taskId: taskId! };
}

describe("reviews of an order's work", () => {
  it('should pay the creator out of escrow on approval, and count rejections', async () => {
    const { orderId, taskId } = await publishedOrderTask(1_500);
    const before = await escrowOf(orderId);
    const [good, bad] = await Promise.all([
      newCreator('order-good').then((who) => submitted(who, taskId)),
      newCreator('order-bad').then((who) => submitted(who, taskId)),
    ]);
    await adminUser.call(callables.reviewSubmission, { submissionId: good, decision: 'approved' });
    await adminUser.call(callables.reviewSubmission, {
      submissionId: bad,
      decision: 'rejected',
      ...because('rejected'),
    });
    const order = await readOrder(orderId);
    expect(order).toMatchObject({ approved_count: 1, rejected_count: 1 });
    expect(order.escrow).toEqual({ ...before, creator_payouts_cents: 1_500 });
    expect((await ledgerOf(orderId))[`payout_${good}`]).toMatchObject({
      kind: 'creator_payout',
      amount_cents: 1_500,
      source_id: good,
    });
    expect(await recountEscrow(orderId)).toEqual(order.escrow);
  });

  it('should pay once when a rejection is overturned on appeal twice at once', async () => {
    const { orderId, taskId } = await publishedOrderTask(2_000);
    const creator = await newCreator('order-appeal');
    const submissionId = await submitted(creator, taskId);
    await adminUser.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      ...because('rejected'),
    });
    expect(await readOrder(orderId)).toMatchObject({ rejected_count: 1, approved_count: 0 });
    await creator.call(callables.appealSubmission, { submissionId, message: 'Sharp at 0:12' });
    await Promise.allSettled([
      adminUser.call(callables.decideAppeal, { submissionId, decision: 'approved' }),
      adminUser.call(callables.decideAppeal, { submissionId, decision: 'approved' }),
    ]);
    const order = await readOrder(orderId);
    expect(order).toMatchObject({ rejected_count: 0, approved_count: 1 });
    expect(order.escrow.creator_payouts_cents).toBe(2_000);
    const payouts = Object.values(await ledgerOf(orderId)).filter(
      (entry) => entry.kind === 'creator_payout',
    );
    expect(payouts).toHaveLength(1);
    expect(await recountEscrow(orderId)).toEqual(order.escrow);
  });
});
