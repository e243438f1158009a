/**
 * Dataset orders: what a customer (an AI company's buyer) asks the marketplace to collect, the
 * licence they buy it under, the quote, and the escrow that holds their money until creators are
 * paid for approved items.
 *
 * - `organizations/{orgId}`: a customer's company; its people are users with role `customer`
 *   and `organization_id` on their users and user_roles documents.
 * - `dataset_orders/{orderId}`: one order; read by the people of its organisation and by staff;
 *   written only by the functions.
 * - `dataset_orders/{orderId}/ledger/{entryId}`: the escrow's movements; the balance is always
 *   payments − creator payouts − fees − refunds (escrowOf), and the order's `escrow` totals are
 *   kept in the same transactions as the entries, so a recount equals them.
 * - `order_payment_events/{eventId}`: each payment-provider event once (functions only).
 */
import { taskCategories } from './constants';
import { mediaRequirementsSchema } from './media-requirements';
import { orderDeliveryFields } from './order-delivery';
import { peopleRules } from './releases';
import { timestampSchema } from './timestamp';
import { z } from './zod';
import { licenceScopes } from './order-inputs';

export {
  licenceScopes,
  licenceTerms,
  MAX_ORDER_QUANTITY,
  MAX_ORDER_ITEM_PAYOUT_CENTS,
  licenceChoiceSchema,
  datasetOrderFields,
  createDatasetOrderInput,
  updateDatasetOrderInput,
  submitDatasetOrderInput,
  payDatasetOrderInput,
  convertOrderToTasksInput,
  type LicenceScope,
  type LicenceChoice,
  type DatasetOrderFields,
} from './order-inputs';

/** Where an order stands. Draft: only its organisation sees it; the customer may still edit it. */
export const orderStatuses = [
  'draft',
  'submitted',
  'funded',
  'in_progress',
  'delivered',
  'accepted',
  'disputed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The platform's fee on an order, in basis points of the creators' pay, until an admin sets one. */
export const DEFAULT_ORDER_FEE_BPS = 2_000;

/** The standard licence, by version. Stored on an order as its version and SHA-256. */
export const STANDARD_LICENCE_VERSION = '2026-12';
export const standardLicenceText = `Groundtruth standard dataset licence, version ${STANDARD_LICENCE_VERSION}.

1. Groundtruth grants the customer a licence to use the delivered items within the scope, term and exclusivity stated on the order.
2. Every item was made by a creator who was paid for it and agreed to its use for training AI; where people appear in frame, their signed releases are delivered with the items.
3. The customer will not try to identify any creator or person in frame, nor use the items to surveil, profile or harm them.
4. Delivered items carry no creator identity and no location. The customer may not redistribute the items outside the scope.
5. Exclusive licences: Groundtruth will not license the same items to anyone else during the term.`;

/** The order's price: creators' pay for every item plus the platform's fee, in cents. */
export interface Quote {
  payoutPerItemCents: number;
  quantity: number;
  creatorPayCents: number;
  feeBps: number;
  feeCents: number;
  totalCents: number;
}

/** The quote for `quantity` items at `payoutPerItemCents`, with a fee of `feeBps` (rounded half up). */
export function quoteOf(payoutPerItemCents: number, quantity: number, feeBps: number): Quote {
  for (const [name, value] of Object.entries({ payoutPerItemCents, quantity, feeBps }))
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  const creatorPayCents = payoutPerItemCents * quantity;
  const feeCents = Math.floor((creatorPayCents * feeBps + 5_000) / 10_000);
  return {
    payoutPerItemCents,
    quantity,
    creatorPayCents,
    feeBps,
    feeCents,
    totalCents: creatorPayCents + feeCents,
  };
}

/** One movement of an order's escrow. Amounts are positive cents; `kind` says which way. */
export const ledgerKinds = ['payment', 'creator_payout', 'fee', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerEntrySchema = z.object({
  kind: z.enum(ledgerKinds),
  amount_cents: z.number().int().positive(),
  /** What it came from: the provider's event id, the approved submission, the fee or refund. */
  source_id: z.string(),
  created_at: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The order's escrow totals, kept on the order beside its ledger entries. */
export interface EscrowTotals {
  paid_cents: number;
  creator_payouts_cents: number;
  fees_cents: number;
  refunds_cents: number;
}

export const emptyEscrow: EscrowTotals = {
  paid_cents: 0,
  creator_payouts_cents: 0,
  fees_cents: 0,
  refunds_cents: 0,
};

const totalOfKind: Record<LedgerKind, keyof EscrowTotals> = {
  payment: 'paid_cents',
  creator_payout: 'creator_payouts_cents',
  fee: 'fees_cents',
  refund: 'refunds_cents',
};

/** The totals after adding `entries` to `totals`. */
export function addToEscrow(
  totals: EscrowTotals,
  entries: readonly Pick<LedgerEntry, 'kind' | 'amount_cents'>[],
): EscrowTotals {
  const next = { ...totals };
  for (const entry of entries) next[totalOfKind[entry.kind]] += entry.amount_cents;
  return next;
}

/** Money the customer paid that the platform has not spent: payments − payouts − fees − refunds. */
export function escrowBalanceOf(totals: EscrowTotals): number {
  return (
    totals.paid_cents - totals.creator_payouts_cents - totals.fees_cents - totals.refunds_cents
  );
}

// In a module of its own, so a screen that shows an organisation's name loads no order schema.
export { organizationSchema, type Organization } from './organizations';

export const datasetOrderSchema = z.object({
  organization_id: z.string(),
  /** The organisation's name, for staff; never copied to a task a creator sees. */
  organization_name: z.string(),
  created_by: z.string(),
  status: z.enum(orderStatuses),
  title: z.string(),
  category: z.enum(taskCategories),
  description: z.string(),
  instructions: z.string(),
  requirements: mediaRequirementsSchema.nullable(),
  people: z.enum(peopleRules),
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  quantity: z.number().int(),
  payout_per_item_cents: z.number().int(),
  deadline: timestampSchema,
  licence: z.object({
    scope: z.enum(licenceScopes),
    term_years: z.number().int(),
    exclusive: z.boolean(),
    version: z.string(),
    /** SHA-256 (hex) of the licence text the customer agreed to. */
    sha256: z.string(),
  }),
  quote: z.object({
    creator_pay_cents: z.number().int(),
    fee_bps: z.number().int(),
    fee_cents: z.number().int(),
    total_cents: z.number().int(),
  }),
  escrow: z.object({
    paid_cents: z.number().int(),
    creator_payouts_cents: z.number().int(),
    fees_cents: z.number().int(),
    refunds_cents: z.number().int(),
  }),
  /** Approved submissions of the order's tasks so far. */
  approved_count: z.number().int(),
  rejected_count: z.number().int(),
  /** The tasks an admin made from the order. */
  task_ids: z.array(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  submitted_at: timestampSchema.nullable(),
  funded_at: timestampSchema.nullable(),
  /** Delivery, acceptance, disputes and the end of the escrow (order-delivery.ts). */
  ...orderDeliveryFields,
});
export type DatasetOrder = z.infer<typeof datasetOrderSchema>;

/** What payDatasetOrder returns. */
export interface OrderPaymentLink {
  /** The provider's hosted payment page. */
  url: string;
  totalCents: number;
}

/** The words customers read about their orders (verbatim on screen and in mail). */
export const orderMessages = {
  orderCreated: 'Order saved as a draft',
  orderUpdated: 'Order updated',
  orderSubmitted: 'Order submitted',
  orderFunded: 'Payment received: your order is funded',
  notDraft: 'Only a draft order can be changed',
  notSubmitted: 'Only a submitted order can be paid',
  notFunded: 'Only a funded order can be turned into tasks',
  noOrders: 'No orders yet',
  orderNotFound: 'This order does not exist',
  orderRequestTaken: 'This request id belongs to another order: start a new order',
  notCustomer: 'Only the people of an organisation can order datasets',
  paymentProviderMissing: 'Payments are not available yet. Try again later.',
} as const;

export { orderSandboxWords } from './order-sandbox-words';

/** Status labels as the customer and staff read them. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  draft: 'Draft',
  submitted: 'Awaiting payment',
  funded: 'Funded',
  in_progress: 'In progress',
  delivered: 'Delivered',
  accepted: 'Accepted',
  disputed: 'Disputed',
  cancelled: 'Cancelled',
};

/** What a customer's screens read of their own users/{uid}: the organisation they order for. */
export const customerMembershipSchema = z.object({ organization_id: z.string().min(1) });
