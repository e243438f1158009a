/**
 * Dataset orders in the tests: organisations and their customers (made as an admin would, with
 * firebase-admin: claims and documents), an order form, the payment provider's events in
 * Stripe Checkout's shape, signed as the provider signs them (or not), posted to
 * orderPaymentWebhook at the file's callable host, and the notices and e-mails an order's steps
 * send its organisation.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import type { NotificationKind } from '@groundtruth/domain/constants';
import type { DatasetOrder, EscrowTotals } from '@groundtruth/domain/dataset-orders';
import { orderPath } from '@groundtruth/domain/order-paths';
import { signatureHeader } from '../src/identity/signature';
import { appUrl } from '../src/mail/config';
import {
  admin,
  anonymousClient,
  PASSWORD,
  signedInClient,
  SIGNUP_CONSENT,
  uniqueEmail,
  type Member,
} from './clients';
import { HOST, PORTS, PROJECT_ID } from './stack';

/** The order webhook's signing secret in these tests, as the local stack gives the emulator one. */
export const TEST_ORDER_WEBHOOK_SECRET = 'whsec_test_order_secret';
process.env.GROUNDTRUTH_ORDER_WEBHOOK_SECRET = TEST_ORDER_WEBHOOK_SECRET;

export const functionUrl = (name: string) =>
  `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

let counter = 0;

/** A new organisation; returns its id. */
export async function newOrganization(name = 'Acme AI'): Promise<string> {
  const id = `org-${process.pid}-${++counter}-${Date.now()}`;
  await admin.db().doc(`organizations/${id}`).set({ name, created_at: Timestamp.now() });
  return id;
}

/**
 * A customer of `organizationId`: an account made through createAccount, then given the role
 * and the organisation (claims, users and user_roles), signed in.
 */
export async function newCustomer(
  organizationId: string,
  name = 'Cora Customer',
): Promise<Member & { organizationId: string }> {
  const email = uniqueEmail('customer');
  const { uid } = await anonymousClient().call(callables.createAccount, {
    name,
    email,
    password: PASSWORD,
    chosenPaths: ['video'],
    ...SIGNUP_CONSENT,
  });
  await admin
    .auth()
    .setCustomUserClaims(uid, { role: 'customer', organization_id: organizationId });
  const db = admin.db();
  await db
    .batch()
    .update(db.doc(`users/${uid}`), { role: 'customer', organization_id: organizationId })
    .set(db.doc(`user_roles/${uid}`), {
      user_id: uid,
      role: 'customer',
      organization_id: organizationId,
    })
    .commit();
  const client = await signedInClient(email, PASSWORD);
  return Object.assign(client, { uid, email, organizationId });
}

/** An order form: 10 items at $25.00, a year's internal training licence. */
export function orderForm(
  overrides: Partial<CallableInput<typeof callables.createDatasetOrder>> = {},
): CallableInput<typeof callables.createDatasetOrder> {
  return {
    requestId: randomUUID(),
    title: 'Kitchen knife skills, overhead',
    category: 'video',
    description: 'Overhead video of chopping vegetables.',
    instructions: 'Hands only; no faces.',
    quantity: 10,
    payoutPerItemCents: 2500,
    deadline: '2027-06-30T00:00:00.000Z',
    licence: { scope: 'internal_training', termYears: 1, exclusive: false },
    ...overrides,
  };
}

/** dataset_orders/{id} as the functions left it. */
export async function readOrder(orderId: string): Promise<DatasetOrder> {
  return (await admin.db().doc(`dataset_orders/${orderId}`).get()).data() as DatasetOrder;
}

/** The order's ledger entries, by id. */
export async function ledgerOf(orderId: string) {
  const snap = await admin.db().collection(`dataset_orders/${orderId}/ledger`).get();
  return Object.fromEntries(snap.docs.map((doc) => [doc.id, doc.data()]));
}

/** The escrow totals of an order as stored on it. */
export async function escrowOf(orderId: string): Promise<EscrowTotals> {
  return (await readOrder(orderId)).escrow;
}

/** A completed, paid Checkout session event for `orderId` of `amountCents`. */
export function paymentEvent(
  orderId: string,
  amountCents: number,
  { id = `evt_test_${process.pid}_${++counter}`, paymentStatus = 'paid' } = {},
) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: nowSeconds(),
    data: {
      object: {
        id: `cs_test_${counter}`,
        object: 'checkout.session',
        amount_total: amountCents,
        currency: 'usd',
        payment_status: paymentStatus,
        client_reference_id: orderId,
        metadata: { order_id: orderId },
      },
    },
  };
}

/**
 * Posts `event` to orderPaymentWebhook, signed with `secret` at `signedAt` (or with the `header`
 * given); resolves the status and the JSON answer.
 */
export async function postPaymentEvent(
  event: object,
  {
    secret = TEST_ORDER_WEBHOOK_SECRET,
    signedAt = nowSeconds(),
    header,
  }: { secret?: string; signedAt?: number; header?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = header === undefined ? signatureHeader(secret, body, signedAt) : header;
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await fetch(functionUrl('orderPaymentWebhook'), {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A submitted order of `customer`'s organisation; returns its id and total. */
export async function submittedOrder(
  customer: Member,
  overrides: Partial<CallableInput<typeof callables.createDatasetOrder>> = {},
) {
  const { orderId } = await customer.call(callables.createDatasetOrder, orderForm(overrides));
  await customer.call(callables.submitDatasetOrder, { orderId });
  const order = await readOrder(orderId);
  return { orderId, totalCents: order.quote.total_cents, feeCents: order.quote.fee_cents };
}

/** A funded order of `customer`'s organisation (paid through the signed webhook). */
export async function fundedOrder(
  customer: Member,
  overrides: Partial<CallableInput<typeof callables.createDatasetOrder>> = {},
) {
  const made = await submittedOrder(customer, overrides);
  const answer = await postPaymentEvent(paymentEvent(made.orderId, made.totalCents));
  if (answer.body.outcome !== 'applied')
    throw new Error(`not funded: ${String(answer.body.outcome)}`);
  return made;
}

/**
 * Asserts that the step `kind` of `orderId` told exactly `people`, each once: a notification and
 * its e-mail (same id) with `title`, `body` and a link to the order's page. Resolves the e-mails.
 */
export async function expectOrderNotices(
  orderId: string,
  kind: NotificationKind,
  people: readonly Member[],
  words: { title: string; body: string },
) {
  const snap = await admin
    .db()
    .collection('notifications')
    .where('entity_id', '==', orderId)
    .where('kind', '==', kind)
    .get();
  const told = snap.docs.map((doc) => doc.get('user_id') as string);
  expect(told.sort()).toEqual(people.map((who) => who.uid).sort());
  const link = orderPath(orderId);
  return Promise.all(
    snap.docs.map(async (notice) => {
      const who = people.find((person) => person.uid === notice.get('user_id'))!;
      expect(notice.data()).toMatchObject({ title: words.title, body: words.body, link });
      const mail = await admin.db().doc(`mail/${notice.id}`).get();
      expect(mail.data()).toMatchObject({
        to: who.email,
        user_id: who.uid,
        kind,
        message: { subject: words.title },
      });
      const text = mail.get('message.text') as string;
      expect(text).toContain(words.body);
      expect(text).toContain(`${appUrl()}${link}`);
      return mail;
    }),
  );
}
