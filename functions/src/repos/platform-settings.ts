/**
 * platform_settings/operations: the marketplace's clock — how long a submission may
 * wait for review before it is flagged overdue and then approved by the system, and the working
 * time of tasks created without one. Written only by updatePlatformSettings; until an admin first
 * saves them, the defaults of DEFAULT_PLATFORM_SETTINGS apply.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_PLATFORM_SETTINGS,
  DEFAULT_REVIEW_CHECKS,
  PLATFORM_SETTINGS_DOC,
  type ReviewChecks,
} from '@groundtruth/domain/constants';
import { DEFAULT_MAX_BONUS_CENTS } from '@groundtruth/domain/bonuses';
import { DEFAULT_ORDER_FEE_BPS } from '@groundtruth/domain/dataset-orders';
import { DEFAULT_MIN_HOURLY_RATE_CENTS } from '@groundtruth/domain/fair-pay';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import type { ReviewReason } from '@groundtruth/domain/review-reasons';
import { collections, platformSettingsSchema } from '@groundtruth/domain/entities';
import { repository } from './base';

export const platformSettings = repository(collections.platformSettings, platformSettingsSchema);

/** The three values the settings decide (what updatePlatformSettings compares and audits). */
export interface PlatformLimits {
  review_overdue_days: number;
  review_auto_approve_days: number;
  default_working_time_hours: number | null;
}

/** The settings in force, read in `tx`: the stored document's, or the defaults when absent. */
export async function readPlatformSettings(
  tx: Transaction,
): Promise<PlatformLimits & { stored: boolean }> {
  const found = await platformSettings.get(tx, PLATFORM_SETTINGS_DOC);
  if (!found) return { ...DEFAULT_PLATFORM_SETTINGS, stored: false };
  return {
    review_overdue_days: found.review_overdue_days,
    review_auto_approve_days: found.review_auto_approve_days,
    default_working_time_hours: found.default_working_time_hours,
    stored: true,
  };
}

/**
 * The stored settings, in `tx` (locked: an admin's change compares against them), or, without
 * one, as they are now with no lock. Every review and bonus reads them; read in its transaction,
 * the one document would queue each of those transactions behind every other one (a read locks
 * it until the commit, docs/architecture.md, How the write path scales). An admin's change
 * landing meanwhile orders as if it came just after.
 */
async function readStored(tx?: Transaction) {
  if (tx) return platformSettings.get(tx, PLATFORM_SETTINGS_DOC);
  const snap = await platformSettings.ref(PLATFORM_SETTINGS_DOC).get();
  return snap.exists ? platformSettingsSchema.parse(snap.data()) : null;
}

/** The review reasons in force (readStored): the stored list, or the defaults when none is. */
export async function readReviewReasons(tx?: Transaction): Promise<readonly ReviewReason[]> {
  const found = await readStored(tx);
  return found?.review_reasons ?? DEFAULT_REVIEW_REASONS;
}

/** The checks on reviewers in force (readStored): the stored rates, each defaulted when absent. */
export async function readReviewChecks(tx?: Transaction): Promise<ReviewChecks> {
  const found = await readStored(tx);
  return {
    second_opinion_rate: found?.second_opinion_rate ?? DEFAULT_REVIEW_CHECKS.second_opinion_rate,
    gold_rate: found?.gold_rate ?? DEFAULT_REVIEW_CHECKS.gold_rate,
  };
}

/** The hourly floor in force, cents an hour (readStored): the stored floor or the default. */
export async function readMinHourlyRateCents(tx?: Transaction): Promise<number> {
  const found = await readStored(tx);
  return found?.min_hourly_rate_cents ?? DEFAULT_MIN_HOURLY_RATE_CENTS;
}

/** The largest single bonus in force, in cents (readStored): the stored ceiling or the default. */
export async function readMaxBonusCents(tx?: Transaction): Promise<number> {
  const found = await readStored(tx);
  return found?.max_bonus_cents ?? DEFAULT_MAX_BONUS_CENTS;
}

/** The 1099-NEC thresholds set by year (readStored), or undefined: the IRS figures apply. */
export async function readTax1099Thresholds(
  tx?: Transaction,
): Promise<Readonly<Record<string, number>> | undefined> {
  const found = await readStored(tx);
  return found?.tax_1099_threshold_cents;
}

/** The platform's fee on dataset orders in force, basis points (readStored): stored or default. */
export async function readOrderFeeBps(tx?: Transaction): Promise<number> {
  const found = await readStored(tx);
  return found?.order_fee_bps ?? DEFAULT_ORDER_FEE_BPS;
}
