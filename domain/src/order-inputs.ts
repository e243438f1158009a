/**
 * What a customer sends to the dataset-order callables (order-callables.ts): the schemas alone,
 * so the callable registry carries no order document, licence text or screen words.
 */
import { taskCategories } from './constants';
import { MAX_ESTIMATED_MINUTES } from './fair-pay-limits';
import { documentId } from './ids';
import { mediaRequirementsSchema } from './media-requirements';
import { peopleRules } from './releases';
import { z } from './zod';

/** What the licence lets the customer do with the data. */
export const licenceScopes = [
  'internal_training',
  'training_and_evaluation',
  'commercial',
] as const;
export type LicenceScope = (typeof licenceScopes)[number];

/** How long the licence runs, in years; 0: perpetual. */
export const licenceTerms = [1, 3, 5, 0] as const;

/** An order's most items, and the most a creator may be paid for one (as a task's payout). */
export const MAX_ORDER_QUANTITY = 100_000;
export const MAX_ORDER_ITEM_PAYOUT_CENTS = 1_000_000;

export const licenceChoiceSchema = z.strictObject({
  scope: z.enum(licenceScopes),
  /** Years; 0: perpetual. */
  termYears: z.literal(licenceTerms),
  exclusive: z.boolean(),
});
export type LicenceChoice = z.infer<typeof licenceChoiceSchema>;

const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language code');
const countryName = z.string().trim().min(1).max(80);

/** What the customer asks for: the body of createDatasetOrder and updateDatasetOrder. */
export const datasetOrderFields = z.strictObject({
  title: z.string().trim().min(1, 'is required').max(200),
  category: z.enum(taskCategories),
  description: z.string().trim().min(1, 'is required').max(10_000),
  instructions: z.string().max(10_000).default(''),
  /** What each file must be; null: any file the product accepts. */
  requirements: mediaRequirementsSchema.nullable().default(null),
  /** Whether identifiable people may appear (with signed releases) or none. */
  people: z.enum(peopleRules).default('none'),
  /** Contributors' languages and countries; empty: anyone. */
  languages: z.array(languageCode).max(20).default([]),
  countries: z.array(countryName).max(50).default([]),
  /** Approved submissions wanted. */
  quantity: z
    .number()
    .int('must be a whole number')
    .positive('must be at least 1')
    .max(MAX_ORDER_QUANTITY),
  /** What a creator is paid per approved item, in cents. */
  payoutPerItemCents: z
    .number()
    .int('must be whole cents')
    .positive('must be more than $0.00')
    .max(MAX_ORDER_ITEM_PAYOUT_CENTS),
  /** When the customer needs it; an ISO date-time. */
  deadline: z.iso.datetime(),
  licence: licenceChoiceSchema,
});
export type DatasetOrderFields = z.input<typeof datasetOrderFields>;

export const createDatasetOrderInput = datasetOrderFields.extend({
  /** Made by the client once per Create (a UUID); the order's id, so a retry makes no second. */
  requestId: z.uuid({ message: 'must be a UUID' }),
});
export const updateDatasetOrderInput = datasetOrderFields.extend({ orderId: documentId });
export const submitDatasetOrderInput = z.strictObject({ orderId: documentId });
/** payDatasetOrder: the provider's hosted payment page for the order's quote. */
export const payDatasetOrderInput = z.strictObject({ orderId: documentId });
/** convertOrderToTasks (admin): draft tasks prefilled from a funded order. */
export const convertOrderToTasksInput = z.strictObject({
  orderId: documentId,
  /** How many tasks to split the quantity over (their quotas add up to it). */
  taskCount: z.number().int().positive().max(20).default(1),
  /** Minutes one item is expected to take (fair pay): the tasks need it to be published. */
  estimatedMinutes: z
    .number()
    .int('must be a whole number of minutes')
    .positive('must be at least 1 minute')
    .max(MAX_ESTIMATED_MINUTES)
    .optional(),
});

// The end of an order (order-delivery.ts): delivery, acceptance, disputes.

/** How an admin settles a dispute. */
export const disputeResolutions = ['redo', 'refund'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

export const MIN_DISPUTE_REASON = 10;
export const MAX_DISPUTE_REASON = 2000;
/** The most extra items one redo resolution may ask for. */
export const MAX_REDO_ITEMS = 10_000;

const orderRef = { orderId: documentId };

/** deliverDatasetOrder: the order's tasks exported for the customer. */
export const deliverDatasetOrderInput = z.strictObject(orderRef);
/** orderDeliveryLink: a download link to one export of the order's delivery. */
export const orderDeliveryLinkInput = z.strictObject({ ...orderRef, exportId: documentId });
export const acceptDatasetOrderInput = z.strictObject(orderRef);
export const disputeDatasetOrderInput = z.strictObject({
  ...orderRef,
  reason: z
    .string()
    .trim()
    .min(MIN_DISPUTE_REASON, `must be at least ${MIN_DISPUTE_REASON} characters`)
    .max(MAX_DISPUTE_REASON),
});
export const resolveOrderDisputeInput = z
  .strictObject({
    ...orderRef,
    resolution: z.enum(disputeResolutions),
    /** redo: items more wanted, at the platform's cost. */
    redoCount: z
      .number()
      .int('must be a whole number')
      .positive('must be at least 1')
      .max(MAX_REDO_ITEMS)
      .optional(),
    /** refund: cents returned to the customer, at most what the escrow holds. */
    refundCents: z
      .number()
      .int('must be whole cents')
      .positive('must be more than $0.00')
      .optional(),
    note: z.string().trim().min(1, 'is required').max(MAX_DISPUTE_REASON),
  })
  .superRefine((input, ctx) => {
    if (input.resolution === 'redo' && input.redoCount === undefined)
      ctx.addIssue({ code: 'custom', path: ['redoCount'], message: 'is required for a redo' });
    if (input.resolution === 'refund' && input.refundCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['refundCents'], message: 'is required for a refund' });
  });
