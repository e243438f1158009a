/**
 * grantQualification and revokeQualification (admin and support): staff decide a creator's
 * standing by hand, with a reason that goes into the audit entry and the grant. The creator is
 * told in the same transaction. Granting a held qualification, or revoking one not held,
 * changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { CallableParsedInput } from '@groundtruth/domain/callable-registry';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { paths } from '@groundtruth/domain/paths';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import { grantId } from '@groundtruth/domain/qualifications';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { notify, readRecipient } from '../mail/notify';
import { qualificationGrants, qualifications } from '../repos/qualifications';
import { users } from '../repos/users';
import { writeGranted } from './grant-writes';

type Change = CallableParsedInput<typeof callables.grantQualification>;

/** Reads the caller, the qualification, the creator and their grant, in `tx`. */
async function readChange(tx: Transaction, request: CallableRequest, input: Change) {
  const uid = requireUid(request);
  const caller: Caller = await readCaller(tx, uid, STAFF);
  const qualification = await qualifications.get(tx, input.qualificationId);
  if (!qualification) throw fail.notFound(qualificationMessages.qualificationNotFound);
  const user = await users.get(tx, input.userId);
  if (!user || user.status === 'deleted') throw fail.notFound(serverMessages.userNotFound);
  if (user.role !== 'creator') throw fail.precondition(serverMessages.permissionDenied);
  const id = grantId(qualification.id, input.userId);
  const grant = await qualificationGrants.get(tx, id);
  const recipient = await readRecipient(tx, input.userId);
  return { caller, qualification, grant, id, recipient };
}

export const grantQualification = callable(callables.grantQualification, async (input, request) =>
  transaction(async (tx) => {
    const nowMillis = Date.now();
    const { caller, qualification, grant, id, recipient } = await readChange(tx, request, input);
    if (isGrantHeld(grant, nowMillis)) return { changed: false };
    writeGranted(
      tx,
      { qualification, userId: input.userId, current: grant, nowMillis },
      { source: 'manual', score: grant?.score ?? null, countsAttempt: false, reason: input.reason },
    );
    notify(
      tx,
      {
        userId: input.userId,
        kind: 'qualification_granted',
        entityId: id,
        occurrence: String(nowMillis),
        title: serverMessages.notificationTitles.qualification_granted,
        body: qualificationMessages.qualificationGranted(qualification.name),
        inLanguage: (words) => ({
          title: words.titles.qualification_granted,
          body: words.qualificationGranted(qualification.name),
        }),
        link: paths.qualifications,
      },
      recipient,
    );
    writeAudit(tx, caller, 'grant_qualification', collections.qualificationGrants, id, {
      qualification_id: qualification.id,
      user_id: input.userId,
      reason: input.reason,
    });
    return { changed: true };
  }),
);

export const revokeQualification = callable(callables.revokeQualification, async (input, request) =>
  transaction(async (tx) => {
    const nowMillis = Date.now();
    const { caller, qualification, grant, id, recipient } = await readChange(tx, request, input);
    if (!grant || grant.status !== 'granted') return { changed: false };
    qualificationGrants.update(tx, id, {
      status: 'revoked',
      reason: input.reason,
      retry_at: null,
      updated_at: FieldValue.serverTimestamp(),
    });
    notify(
      tx,
      {
        userId: input.userId,
        kind: 'qualification_revoked',
        entityId: id,
        occurrence: String(nowMillis),
        title: serverMessages.notificationTitles.qualification_revoked,
        body: qualificationMessages.qualificationRevoked(qualification.name),
        inLanguage: (words) => ({
          title: words.titles.qualification_revoked,
          body: words.qualificationRevoked(qualification.name),
        }),
        link: paths.qualifications,
      },
      recipient,
    );
    writeAudit(tx, caller, 'revoke_qualification', collections.qualificationGrants, id, {
      qualification_id: qualification.id,
      user_id: input.userId,
      reason: input.reason,
    });
    return { changed: true };
  }),
);
