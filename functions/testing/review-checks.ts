/**
 * The checks on reviewers as the suites start them: no rejection is held for a second opinion by
 * sampling and no gold is mixed in, so a suite's rejection lands where it expects; the suites of
 * second opinions and gold set the shares they test. Written as a whole settings document (the
 * defaults otherwise), since a stored document must carry every setting.
 */
import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS_DOC,
  type ReviewChecks,
} from '@groundtruth/domain/constants';
import { admin } from './clients';

export const NO_SAMPLED_CHECKS: ReviewChecks = { second_opinion_rate: 0, gold_rate: 0 };

/** Sets the checks on reviewers, keeping the other settings (or the defaults when none are stored). */
export async function setReviewChecks(checks: Partial<ReviewChecks> = NO_SAMPLED_CHECKS) {
  const doc = admin.db().doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`);
  await admin.db().runTransaction(async (tx) => {
    const found = await tx.get(doc);
    tx.set(
      doc,
      found.exists
        ? checks
        : { ...DEFAULT_PLATFORM_SETTINGS, updated_at: null, updated_by: null, ...checks },
      { merge: true },
    );
  });
}
