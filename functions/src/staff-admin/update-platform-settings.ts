/**
 * updatePlatformSettings (admin): the review limits, the default working time and the checks on
 * reviewers (the shares of rejections given a second opinion and of the queue that is gold), and
 * the ceiling on a single bonus and the hourly floor no task is published under (fair pay). The audit entry carries the values before and after. Saving the
 * values already in force changes nothing and succeeds (`changed: false`, no audit entry), except the first save: until
 * then the defaults apply without a document, and writing it records who settled them.
 * Changes apply from then on: the review limits to the next job run and to the staff screens,
 * the default working time to tasks created afterwards (a task keeps the one it was made with).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { PLATFORM_SETTINGS_DOC, type ReviewChecks } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import {
  platformSettings,
  readMaxBonusCents,
  readMinHourlyRateCents,
  readPlatformSettings,
  readReviewChecks,
  type PlatformLimits,
} from '../repos/platform-settings';

type Settings = PlatformLimits &
  ReviewChecks & { max_bonus_cents: number; min_hourly_rate_cents: number };

const fields = [
  'review_overdue_days',
  'review_auto_approve_days',
  'default_working_time_hours',
  'second_opinion_rate',
  'gold_rate',
  'max_bonus_cents',
  'min_hourly_rate_cents',
] as const satisfies readonly (keyof Settings)[];

export const updatePlatformSettings = callable(
  callables.updatePlatformSettings,
  async (input, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      // Support reads the settings screen, so they are told why they cannot save it.
      const caller = await readCaller(tx, uid, STAFF);
      if (caller.role !== 'admin') throw fail.denied(staffMessages.onlyAdminsChangeSettings);
      const [{ stored, ...limits }, checks, maxBonusCents, floorCents] = await Promise.all([
        readPlatformSettings(tx),
        readReviewChecks(tx),
        readMaxBonusCents(tx),
        readMinHourlyRateCents(tx),
      ]);
      const before: Settings = {
        ...limits,
        ...checks,
        max_bonus_cents: maxBonusCents,
        min_hourly_rate_cents: floorCents,
      };
      const after: Settings = {
        review_overdue_days: input.reviewOverdueDays,
        review_auto_approve_days: input.reviewAutoApproveDays,
        default_working_time_hours: input.defaultWorkingTimeHours,
        second_opinion_rate: input.secondOpinionRate ?? checks.second_opinion_rate,
        gold_rate: input.goldRate ?? checks.gold_rate,
        max_bonus_cents: input.maxBonusCents ?? maxBonusCents,
        min_hourly_rate_cents: input.minHourlyRateCents ?? floorCents,
      };
      if (stored && fields.every((field) => before[field] === after[field])) {
        return { changed: false };
      }
      // Merged: the review reasons kept in the same document are updateReviewReasons' to change.
      platformSettings.merge(tx, PLATFORM_SETTINGS_DOC, {
        ...after,
        updated_at: FieldValue.serverTimestamp(),
        updated_by: uid,
      });
      writeAudit(
        tx,
        caller,
        'update_platform_settings',
        collections.platformSettings,
        PLATFORM_SETTINGS_DOC,
        { before, after, ...(stored ? {} : { first_save: true }) },
      );
      return { changed: true };
    });
  },
);
