/**
 * A dataset order's samples: a handful of its approved files that the customer sees while the
 * order is collected, with the privacy of the dataset export (no creator identity, no location,
 * no original file name).
 *
 * - `dataset_orders/{orderId}/samples/{sampleId}`: one sample; read by the people of the order's
 *   organisation and by staff; written only by the refreshOrderSamples job. The id is a one-way
 *   hash of the order, the submission and the file's position, so it reveals no submission.
 * - `order-samples/{orderId}/{sampleId}.{ext}` in Storage: the sample's bytes, a copy of the
 *   approved file with its recorded position removed; read as the sample documents are.
 *
 * The order keeps `samples_count` (its samples so far) beside its other fields.
 */
import { ORDER_SAMPLE_SIZE } from './order-sample-paths';
import { timestampSchema } from './timestamp';
import { uploadKindOf } from './upload-types';
import { z } from './zod';

/** What a sample is, as the customer's screen shows it. */
export const orderSampleKinds = ['video', 'image', 'audio', 'text', 'document', 'file'] as const;
export type OrderSampleKind = (typeof orderSampleKinds)[number];

export {
  ORDER_SAMPLE_SIZE,
  orderSampleObjectPath,
  orderSamplesPath,
  sampledOrderStatuses,
} from './order-sample-paths';

export const orderSampleSchema = z.object({
  /** The object in Storage, `order-samples/{orderId}/{sampleId}.{ext}`. */
  path: z.string(),
  /** The name it downloads under, `sample-{n}.{ext}` (never the creator's file name). */
  name: z.string(),
  content_type: z.string(),
  kind: z.enum(orderSampleKinds),
  size_bytes: z.number().int().nonnegative(),
  /** The title of the order's task it was made for (never the customer's or the creator's name). */
  task_title: z.string(),
  /** When the submission was approved. */
  approved_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type OrderSample = z.infer<typeof orderSampleSchema>;

/** What the sampling keeps on the order, absent on an order it has not looked at yet. */
export const orderSampleCountsSchema = z.object({
  /** The order's samples so far. */
  samples_count: z.number().int().nonnegative().default(0),
  /**
   * The order's `approved_count` when the job last went through all its approved work: until
   * more is approved, work it could not sample (a position that cannot be removed) is not
   * tried again.
   */
  samples_checked_count: z.number().int().nonnegative().default(0),
});
export type OrderSampleCounts = z.infer<typeof orderSampleCountsSchema>;

/**
 * Whether the job may have samples to add to an order with these counts: it has fewer than
 * ORDER_SAMPLE_SIZE, and work was approved since the job last went through it all. (Not
 * `approved_count > samples_count`: one approved submission may hold several files.)
 */
export function wantsSamples(approvedCount: number, counts: OrderSampleCounts): boolean {
  return counts.samples_count < ORDER_SAMPLE_SIZE && approvedCount > counts.samples_checked_count;
}

/** The kind of a file of `contentType`. */
export function orderSampleKindOf(contentType: string): OrderSampleKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/') || type === 'application/json') return 'text';
  if (type === 'application/pdf') return 'document';
  return 'file';
}

/** Types whose kind's first extension is another type's (a MOV is no .mp4). */
const extensionOfType: Record<string, string> = {
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'audio/opus': 'opus',
};

/** The extension a sample of `contentType` is stored and named with. */
export function orderSampleExtension(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return extensionOfType[type] ?? uploadKindOf(type)?.extensions[0] ?? 'bin';
}
