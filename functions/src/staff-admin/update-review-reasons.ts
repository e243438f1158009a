/**
 * updateReviewReasons (admin): the list of reasons reviewers choose from when they reject or ask
 * for changes, kept in platform_settings/operations as `review_reasons`. The audit entry carries
 * the list before and after. A submission keeps the label and guidance it was given, so changing
 * the list never rewrites what a creator was told.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_SETTINGS_DOC } from '@groundtruth/domain/constants';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { collections } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { platformSettings } from '../repos/platform-settings';

export const updateReviewReasons = callable(
  callables.updateReviewReasons,
  async (input, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, STAFF);
      if (caller.role !== 'admin') throw fail.denied(staffMessages.onlyAdminsChangeSettings);
      // One read of the document gives the list in force and whether the document exists.
      const found = await platformSettings.get(tx, PLATFORM_SETTINGS_DOC);
      const before = found?.review_reasons ?? DEFAULT_REVIEW_REASONS;
      if (JSON.stringify(before) === JSON.stringify(input.reasons)) return { changed: false };
      // The limits in force are written with the first save, so the document is always whole.
      platformSettings.merge(tx, PLATFORM_SETTINGS_DOC, {
        ...(found ? {} : DEFAULT_PLATFORM_SETTINGS),
        review_reasons: input.reasons,
        updated_at: FieldValue.serverTimestamp(),
        updated_by: uid,
      });
      writeAudit(
        tx,
        caller,
        'update_review_reasons',
        collections.platformSettings,
        PLATFORM_SETTINGS_DOC,
        { before: { review_reasons: before }, after: { review_reasons: input.reasons } },
      );
      return { changed: true };
    });
  },
);
