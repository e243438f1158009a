/**
 * Dataset orders' callables: createDatasetOrder, updateDatasetOrder, submitDatasetOrder,
 * payDatasetOrder (customers of the order's organisation) and convertOrderToTasks (admins), each
 * with who may and who may not, and the order's states; the tasks made from an order open only to
 * the contributors' countries and languages it asks for.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import {
  DEFAULT_ORDER_FEE_BPS,
  orderMessages,
  quoteOf,
  STANDARD_LICENCE_VERSION,
  standardLicenceText,
} from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderStepMessages as steps } from '@groundtruth/domain/order-notices';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import {
  expectOrderNotices,
  fundedOrder,
  functionUrl,
  newCustomer,
  newOrganization,
  orderForm,
  readOrder,
  submittedOrder,
} from '../testing/orders';

let customer: Member;
let colleague: Member;
let otherCustomer: Member;
let creator: Member;
let support: Member;
let adminUser: Member;
let orgId: string;

beforeAll(async () => {
  [orgId] = await Promise.all([newOrganization('Acme AI')]);
  const otherOrg = await newOrganization('Globex Labs');
  [customer, colleague, otherCustomer, creator, support, adminUser] = await Promise.all([
    newCustomer(orgId),
    newCustomer(orgId, 'Cal Colleague'),
    newCustomer(otherOrg, 'Olive Other'),
    newCreator('orders-creator'),
    newStaff('support'),
    newStaff('admin'),
  ]);
});

/** A creator who told sign-up (or Settings) they live in `country` and speak `language`. */
async function creatorIn(prefix: string, country: string, language: string) {
  const who = await newCreator(prefix);
  await admin.db().doc(`creator_profiles/${who.uid}`).update({ locales: { country, language } });
  return who;
}

/** A suspended customer of the same organisation. */
async function suspendedCustomer() {
  const who = await newCustomer(orgId, 'Sus Pended');
  await admin.db().doc(`users/${who.uid}`).update({ status: 'suspended' });
  return who;
}

describe(callables.createDatasetOrder.name, () => {
  it("should save a draft of the caller's organisation with its licence and quote", async () => {
    const form = orderForm();
    expect(await customer.call(callables.createDatasetOrder, form)).toEqual({
      orderId: form.requestId,
    });
    const quote = quoteOf(2500, 10, DEFAULT_ORDER_FEE_BPS);
    expect(await readOrder(form.requestId)).toMatchObject({
      organization_id: orgId,
      organization_name: 'Acme AI',
      created_by: customer.uid,
      status: 'draft',
      title: form.title,
      category: 'video',
      instructions: 'Hands only; no faces.',
      requirements: null,
      people: 'none',
      languages: [],
      countries: [],
      quantity: 10,
      payout_per_item_cents: 2500,
      licence: {
        scope: 'internal_training',
        term_years: 1,
        exclusive: false,
        version: STANDARD_LICENCE_VERSION,
        sha256: createHash('sha256').update(standardLicenceText).digest('hex'),
      },
      quote: {
        creator_pay_cents: 25_000,
        fee_bps: DEFAULT_ORDER_FEE_BPS,
        fee_cents: quote.feeCents,
        total_cents: quote.totalCents,
      },
      escrow: { paid_cents: 0, creator_payouts_cents: 0, fees_cents: 0, refunds_cents: 0 },
      approved_count: 0,
      rejected_count: 0,
      task_ids: [],
      submitted_at: null,
      funded_at: null,
    });
    expect((await readOrder(form.requestId)).deadline.toMillis()).toBe(Date.parse(form.deadline));
    await expectAudit('create_dataset_order', form.requestId, customer.uid);
  });

  it("should return the same order on a retry, and refuse another organisation's request id", async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    expect(await colleague.call(callables.createDatasetOrder, form)).toEqual({
      orderId: form.requestId,
    });
    expect(await otherCustomer.callError(callables.createDatasetOrder, form)).toMatchObject({
      code: 'already-exists',
      message: orderMessages.orderRequestTaken,
    });
    expect((await readOrder(form.requestId)).created_by).toBe(customer.uid);
    await expectAudit('create_dataset_order', form.requestId, customer.uid);
  });

  it('should price at the order fee an admin set', async () => {
    const settings = admin.db().doc('platform_settings/operations');
    const before = (await settings.get()).data();
    await settings.set({ order_fee_bps: 1_000 }, { merge: true });
    try {
      const form = orderForm({ quantity: 3, payoutPerItemCents: 1_001 });
      await customer.call(callables.createDatasetOrder, form);
      expect((await readOrder(form.requestId)).quote).toEqual({
        creator_pay_cents: 3_003,
        fee_bps: 1_000,
        fee_cents: 300,
        total_cents: 3_303,
      });
    } finally {
      await (before ? settings.set(before) : settings.delete());
    }
  });

  it('should refuse creators, staff, a suspended customer and signed-out callers', async () => {
    for (const who of [creator, support, adminUser, await suspendedCustomer()]) {
      const form = orderForm();
      expect(await who.callError(callables.createDatasetOrder, form)).toMatchObject({
        code: 'permission-denied',
      });
      expect((await admin.db().doc(`dataset_orders/${form.requestId}`).get()).exists).toBe(false);
    }
    expect(
      await anonymousClient().callError(callables.createDatasetOrder, orderForm()),
    ).toMatchObject({ code: 'unauthenticated' });
  });

  it('should refuse a customer whose account names no organisation', async () => {
    const loose = await newCustomer(orgId, 'Lou Loose');
    await admin.db().doc(`users/${loose.uid}`).update({ organization_id: FieldValue.delete() });
    expect(await loose.callError(callables.createDatasetOrder, orderForm())).toMatchObject({
      code: 'permission-denied',
    });
  });

  it('should name the invalid field', async () => {
    const error = await customer.callError(
      callables.createDatasetOrder,
      orderForm({ quantity: 0 }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/quantity/i);
  });
});

describe(callables.updateDatasetOrder.name, () => {
  it('should change a draft, quote it again, and say when nothing changed', async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    const { requestId: orderId, ...fields } = form;
    const changed = { ...fields, orderId, quantity: 20, title: 'Knife skills, side view' };
    expect(await colleague.call(callables.updateDatasetOrder, changed)).toEqual({
      orderId,
      changed: true,
    });
    const quote = quoteOf(2500, 20, DEFAULT_ORDER_FEE_BPS);
    expect(await readOrder(orderId)).toMatchObject({
      title: 'Knife skills, side view',
      quantity: 20,
      quote: { creator_pay_cents: 50_000, total_cents: quote.totalCents },
    });
    expect(await customer.call(callables.updateDatasetOrder, changed)).toEqual({
      orderId,
      changed: false,
    });
    await expectAudit('update_dataset_order', orderId, colleague.uid);
  });

  it("should refuse another organisation's customer, creators and staff", async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    const { requestId: orderId, ...fields } = form;
    for (const who of [otherCustomer, creator, support, adminUser])
      expect(
        await who.callError(callables.updateDatasetOrder, { ...fields, orderId, quantity: 99 }),
      ).toMatchObject({ code: 'permission-denied' });
    expect((await readOrder(orderId)).quantity).toBe(10);
  });

  it('should change only a draft', async () => {
    const { orderId } = await submittedOrder(customer);
    const { requestId: _, ...fields } = orderForm({ quantity: 5 });
    expect(await customer.callError(callables.updateDatasetOrder, { ...fields, orderId })).toEqual({
      code: 'failed-precondition',
      message: orderMessages.notDraft,
    });
    expect(
      await customer.callError(callables.updateDatasetOrder, { ...fields, orderId: 'nope' }),
    ).toMatchObject({ code: 'not-found', message: orderMessages.orderNotFound });
  });
});

describe(callables.submitDatasetOrder.name, () => {
  it('should submit a draft once', async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    const orderId = form.requestId;
    expect(await customer.call(callables.submitDatasetOrder, { orderId })).toEqual({
      orderId,
      status: 'submitted',
    });
    const order = await readOrder(orderId);
    expect(order.status).toBe('submitted');
    expect(order.submitted_at).not.toBeNull();
    expect(await customer.callError(callables.submitDatasetOrder, { orderId })).toEqual({
      code: 'failed-precondition',
      message: orderMessages.notDraft,
    });
    await expectAudit('submit_dataset_order', orderId, customer.uid);
  });

  it("should e-mail the organisation's active customers the quote and the link to pay, once", async () => {
    await suspendedCustomer();
    const form = orderForm({ quantity: 4, payoutPerItemCents: 2_500 });
    await customer.call(callables.createDatasetOrder, form);
    const orderId = form.requestId;
    await colleague.call(callables.submitDatasetOrder, { orderId });
    // A second submit is refused and tells nobody again.
    await colleague.callError(callables.submitDatasetOrder, { orderId });
    const { quote } = await readOrder(orderId);
    expect(quote.total_cents).toBe(12_000);
    // Not another organisation's customer, nor the suspended one: the two active customers.
    await expectOrderNotices(orderId, 'order_submitted', [customer, colleague], {
      title: steps.submittedTitle,
      body: steps.submittedBody(
        form.title,
        formatCents(quote.total_cents),
        formatCents(quote.creator_pay_cents),
        formatCents(quote.fee_cents),
      ),
    });
  });

  it("should refuse another organisation's customer, staff, creators and signed-out callers", async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    const orderId = form.requestId;
    for (const who of [otherCustomer, creator, support, adminUser])
      expect(await who.callError(callables.submitDatasetOrder, { orderId })).toMatchObject({
        code: 'permission-denied',
      });
    expect(
      await anonymousClient().callError(callables.submitDatasetOrder, { orderId }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect((await readOrder(orderId)).status).toBe('draft');
    expect(
      (await admin.db().collection('notifications').where('entity_id', '==', orderId).get()).size,
    ).toBe(0);
  });
});

describe(callables.payDatasetOrder.name, () => {
  it("should return the provider's page for a submitted order's total", async () => {
    const { orderId, totalCents } = await submittedOrder(customer);
    const link = await colleague.call(callables.payDatasetOrder, { orderId });
    expect(link.totalCents).toBe(totalCents);
    expect(link.url.startsWith(functionUrl('orderPaymentSandbox'))).toBe(true);
    expect(new URL(link.url).searchParams.get('order')).toBe(orderId);
    // Paying is the provider's event, never the call: the order waits for it.
    expect((await readOrder(orderId)).status).toBe('submitted');
    await expectAudit('pay_dataset_order', orderId, colleague.uid);
  });

  it('should refuse a draft and a funded order', async () => {
    const form = orderForm();
    await customer.call(callables.createDatasetOrder, form);
    expect(
      await customer.callError(callables.payDatasetOrder, { orderId: form.requestId }),
    ).toEqual({ code: 'failed-precondition', message: orderMessages.notSubmitted });
    const { orderId } = await fundedOrder(customer);
    expect(await customer.callError(callables.payDatasetOrder, { orderId })).toEqual({
      code: 'failed-precondition',
      message: orderMessages.notSubmitted,
    });
  });

  it("should refuse another organisation's customer, staff, creators and a suspended customer", async () => {
    const { orderId } = await submittedOrder(customer);
    for (const who of [otherCustomer, creator, support, adminUser, await suspendedCustomer()])
      expect(await who.callError(callables.payDatasetOrder, { orderId })).toMatchObject({
        code: 'permission-denied',
      });
  });
});

describe(callables.convertOrderToTasks.name, () => {
  it("should make draft tasks of a funded order, without the customer's names, once", async () => {
    const { orderId } = await fundedOrder(customer, { quantity: 7, payoutPerItemCents: 1_800 });
    const { taskIds } = await adminUser.call(callables.convertOrderToTasks, {
      orderId,
      taskCount: 3,
      estimatedMinutes: 20,
    });
    expect(taskIds).toHaveLength(3);
    const made = await Promise.all(
      taskIds.map(async (id) => (await admin.db().doc(`tasks/${id}`).get()).data()!),
    );
    expect(made.map((task) => task.quota_limit)).toEqual([3, 2, 2]);
    for (const task of made) {
      expect(task).toMatchObject({
        status: 'draft',
        order_id: orderId,
        category: 'video',
        payout_amount_cents: 1_800,
        estimated_minutes: 20,
        people: 'none',
        requirements: null,
        created_by: adminUser.uid,
      });
      expect(task.description).toContain('Overhead video of chopping vegetables.');
      expect(task.description).toContain('Hands only; no faces.');
      expect(task.due_at.toMillis()).toBe(Date.parse('2027-06-30T00:00:00.000Z'));
      const text = JSON.stringify(task);
      for (const name of ['Acme AI', 'Cora Customer', customer.email, orgId, customer.uid])
        expect(text).not.toContain(name);
    }
    expect(await readOrder(orderId)).toMatchObject({ status: 'in_progress', task_ids: taskIds });
    await expectAudit('convert_order_to_tasks', orderId, adminUser.uid);
    // Again: the same tasks, nothing new.
    expect(await adminUser.call(callables.convertOrderToTasks, { orderId, taskCount: 5 })).toEqual({
      orderId,
      taskIds,
    });
    await expectAudit('convert_order_to_tasks', orderId, adminUser.uid);
  });

  it("should tell the organisation's customers the work has started, once", async () => {
    const { orderId } = await fundedOrder(customer, { quantity: 3 });
    const convert = { orderId, taskCount: 2, estimatedMinutes: 20 };
    await Promise.all([
      adminUser.call(callables.convertOrderToTasks, convert),
      adminUser.call(callables.convertOrderToTasks, convert),
    ]);
    await adminUser.call(callables.convertOrderToTasks, convert); // a retry after
    await expectOrderNotices(orderId, 'order_started', [customer, colleague], {
      title: steps.startedTitle,
      body: steps.startedBody(orderForm().title, 3),
    });
  });

  it("should open the order's tasks only to the contributors it asks for", async () => {
    const { orderId } = await fundedOrder(customer, {
      quantity: 2,
      payoutPerItemCents: 1_800,
      countries: ['Mexico', 'Colombia'],
      languages: ['es-MX'],
    });
    const {
      taskIds: [taskId],
    } = await adminUser.call(callables.convertOrderToTasks, {
      orderId,
      taskCount: 1,
      estimatedMinutes: 20,
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).data()!.eligibility).toEqual({
      qualifications: [],
      min_approval_rate: null,
      min_reviewed: 0,
      guard: 'accept',
      countries: ['Mexico', 'Colombia'],
      languages: ['es-MX'],
    });
    await adminUser.call(callables.setTaskStatus, { taskId: taskId!, status: 'published' });

    const [kenyan, mexican] = await Promise.all([
      creatorIn('orders-kenya', 'Kenya', 'es'),
      creatorIn('orders-mexico', 'Mexico', 'es'),
    ]);
    expect(await kenyan.callError(callables.acceptTask, { taskId: taskId! })).toEqual({
      code: 'failed-precondition',
      message: 'You cannot accept this task yet. Open to creators in Mexico or Colombia.',
    });
    expect(await mexican.call(callables.acceptTask, { taskId: taskId! })).toEqual({
      acceptanceId: `${taskId}_${mexican.uid}`,
    });
  });

  it('should set no gate on the tasks of an order open to anyone', async () => {
    const { orderId } = await fundedOrder(customer, { quantity: 1 });
    const {
      taskIds: [taskId],
    } = await adminUser.call(callables.convertOrderToTasks, { orderId, taskCount: 1 });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).data()!.eligibility).toBeNull();
  });

  it('should refuse an order not yet funded', async () => {
    const { orderId } = await submittedOrder(customer);
    expect(await adminUser.callError(callables.convertOrderToTasks, { orderId })).toEqual({
      code: 'failed-precondition',
      message: orderMessages.notFunded,
    });
    expect((await readOrder(orderId)).task_ids).toEqual([]);
  });

  it('should refuse support, customers and creators', async () => {
    const { orderId } = await fundedOrder(customer);
    for (const who of [support, customer, creator])
      expect(await who.callError(callables.convertOrderToTasks, { orderId })).toMatchObject({
        code: 'permission-denied',
      });
    expect(await readOrder(orderId)).toMatchObject({ status: 'funded', task_ids: [] });
  });
});
