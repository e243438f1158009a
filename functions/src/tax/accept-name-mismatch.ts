/**
 * acceptNameMismatch (admin): the name on a creator's tax form and the name their identity check
 * verified differ (a married name, a second surname, a transliteration), and an admin who looked
 * at both accepts that they are one person's, with a reason. The acceptance is kept on the tax
 * profile for exactly those two names: a new form or a new verification under another name needs
 * its own. Audited with both names and the reason; refused when there is nothing to accept.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { namesMatch, taxFormValidAt } from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { readIdentity } from '../payouts/money-gate';
import { taxProfiles } from '../repos/tax-forms';

export const acceptNameMismatch = callable(callables.acceptNameMismatch, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    // Support sees the user card, so they are told why they cannot accept.
    const caller = await readCaller(tx, uid, STAFF);
    if (caller.role !== 'admin') throw fail.denied(taxMessages.onlyAdminsAcceptNames);
    const profile = await taxProfiles.get(tx, input.userId);
    const identity = await readIdentity(tx, input.userId);
    const verifiedName = identity.verified_name;
    if (
      !profile ||
      !taxFormValidAt(profile, new Date()) ||
      identity.status !== 'verified' ||
      verifiedName === null ||
      namesMatch(profile.legal_name, verifiedName)
    )
      throw fail.precondition(taxMessages.noNameMismatch);
    taxProfiles.update(tx, input.userId, {
      name_mismatch_accepted: {
        tax_name: profile.legal_name,
        verified_name: verifiedName,
        reason: input.reason,
        accepted_by: uid,
        accepted_at: Timestamp.now(),
      },
    });
    writeAudit(tx, caller, 'accept_name_mismatch', collections.taxProfiles, input.userId, {
      user_id: input.userId,
      tax_name: profile.legal_name,
      verified_name: verifiedName,
      reason: input.reason,
    });
    return { userId: input.userId };
  });
});
