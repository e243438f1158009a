/**
 * resendVerificationEmail (support, admin): a person who lost their verification e-mail asks
 * support for another. Auth issues a new verification code for the user's address; the audit
 * entry records who asked for it. An address Auth already holds as verified gets nothing (the
 * answer says so) and its users/{uid} mirror is corrected, so the Users screen shows the truth.
 *
 * Delivery: the Admin SDK issues the code but, unlike the client SDK, never sends an e-mail
 * itself, so the link goes into the e-mail outbox (`mail/verify_email_{code}`), which deliverMail
 * sends like every other e-mail, in production and locally alike. The stack's mail relay, which
 * stands in for Firebase's own e-mails locally, skips a code the outbox carries.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { auth, db } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { composeVerificationMessage, pendingDelivery } from '../mail/compose';
import { mailLocaleOf } from '../mail/notify';
import { users } from '../repos/users';

function isAuthError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

export const resendVerificationEmail = callable(
  callables.resendVerificationEmail,
  async ({ userId }, request) => {
    const uid = requireUid(request);
    // Auth is the truth for verification; read before the transaction (no network call inside).
    const account = await auth()
      .getUser(userId)
      .catch((err: unknown) => {
        // An id Auth cannot hold (over 128 characters) names nobody either.
        if (isAuthError(err, 'auth/user-not-found') || isAuthError(err, 'auth/invalid-uid'))
          return null;
        throw err;
      });
    const verified = account?.emailVerified === true;
    await transaction(async (tx) => {
      const caller = await readCaller(tx, uid, STAFF);
      const target = await users.get(tx, userId);
      if (!target || !account?.email) throw fail.notFound(serverMessages.userNotFound);
      if (target.status === 'deleted') throw fail.precondition(serverMessages.accountDeleted);
      if (verified) {
        if (target.email_verified !== true) users.update(tx, userId, { email_verified: true });
        return;
      }
      writeAudit(tx, caller, 'resend_verification_email', 'users', userId, {
        email: account.email,
      });
    });
    if (verified) return { userId, sent: false };
    const email = account!.email!;
    const oobCode = new URL(await auth().generateEmailVerificationLink(email)).searchParams.get(
      'oobCode',
    );
    if (!oobCode) throw new Error('Auth issued a verification link without a code');
    // In the creator's language (their profile's), as every e-mail to them.
    const locale = await mailLocaleOf(userId);
    // The id is the code's: a retried write stays one e-mail.
    await db()
      .collection(collections.mail)
      .doc(`verify_email_${oobCode}`)
      .set({
        to: email,
        message: composeVerificationMessage(oobCode, locale),
        user_id: userId,
        kind: 'verify_email',
        oob_code: oobCode,
        created_at: FieldValue.serverTimestamp(),
        delivery: pendingDelivery(),
      });
    return { userId, sent: true };
  },
);
