import { reviewReasonSchema } from './review-reasons';
import { timestampSchema } from './timestamp';
import { z } from './zod';

const id = z.string().min(1);
const cents = z.number().int().nonnegative();

/** platform_settings/operations: the marketplace's clock, changed by admins through a callable. */
export const platformSettingsSchema = z.object({
  review_overdue_days: z.number().int().positive(),
  review_auto_approve_days: z.number().int().positive(),
  default_working_time_hours: z.number().int().positive().nullable(),
  /** The reasons reviewers choose from; absent until an admin first changes the list. */
  review_reasons: z.array(reviewReasonSchema).optional(),
  /** Share of rejections held for a blind second opinion (DEFAULT_REVIEW_CHECKS until set). */
  second_opinion_rate: z.number().min(0).max(1).optional(),
  /** Share of each reviewer's queue that is gold items (DEFAULT_REVIEW_CHECKS until set). */
  gold_rate: z.number().min(0).max(1).optional(),
  /** The largest single bonus, in cents (DEFAULT_MAX_BONUS_CENTS until set). */
  max_bonus_cents: cents.optional(),
  /** The hourly floor no task is published under (DEFAULT_MIN_HOURLY_RATE_CENTS until set). */
  min_hourly_rate_cents: cents.optional(),
  /**
   * The 1099-NEC threshold by calendar year ("2027": cents), where it differs from the IRS figure
   * the product knows (default1099ThresholdCents of tax-reporting.ts); absent: that figure.
   */
  tax_1099_threshold_cents: z.record(z.string().regex(/^\d{4}$/), cents).optional(),
  /** The platform's fee on dataset orders, basis points (DEFAULT_ORDER_FEE_BPS until set). */
  order_fee_bps: z.number().int().min(0).max(10_000).optional(),
  updated_at: timestampSchema.nullable(),
  updated_by: id.nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
