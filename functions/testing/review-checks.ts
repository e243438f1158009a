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
import {
  foldAgreementWeeks,
  reviewAgreementSchema,
  type AgreementWeek,
} from '@groundtruth/domain/review-agreement';
import { db } from '../src/core/app';
import { admin } from './clients';

export const NO_SAMPLED_CHECKS: ReviewChecks = { second_opinion_rate: 0, gold_rate: 0 };

/** Sets the checks on reviewers, keeping the other settings (or the defaults when none are stored). */
export async function setReviewChecks(checks: Partial<ReviewChecks> = NO_SAMPLED_CHECKS) {
  // The suites' client and the job code share one Firestore instance, whose settings the
  // functions apply on first use (src/core/app.ts): this runs before any suite, so it makes that
  // first use, on the suites' app (admin.auth() creates it with its project).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  admin.auth();
  const firestore = db();
  const doc = firestore.doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`);
  await firestore.runTransaction(async (tx) => {
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

/** The week's second-opinion pairs as the screen shows them: its documents, folded. */
export async function agreementWeek(week: string): Promise<AgreementWeek> {
  const snap = await admin.db().collection('review_agreement').where('week', '==', week).get();
  const [folded] = foldAgreementWeeks(snap.docs.map((d) => reviewAgreementSchema.parse(d.data())));
  return folded ?? { week, pairs: 0, matrix: {} };
}
