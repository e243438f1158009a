/**
 * deleteMyAccount (creator, for themself; GDPR article 17). Confirmed by the account's
 * e-mail address, and refused while a payout is pending or processing (money on its way must
 * land somewhere the person can still be reached about) or while money is available that the
 * person did not confirm giving up (forfeitCents) or ask to be paid (payOutCents, to a verified
 * method whatever the minimum: pay-out-at-deletion.ts); both are the whole amount. Then:
 *  1. one transaction: the payout accounts are deleted (but one a payout at deletion goes to,
 *     until it is settled), users/{uid} becomes a tombstone (status
 *     deleted, no name, no e-mail) so audit entries and paid submissions still resolve, the
 *     creator profile (preferences) is deleted, and the audit entry is written;
 *  2. the Auth user is deleted: the person cannot sign in again (and an unexpired ID token
 *     reads nothing: rules and callables need an active users document);
 *  3. clean-up, page by page: open acceptances (accepted, nothing submitted) give their slot back
 *     to the task at once, each in its own transaction as the expiry job does it, so the task
 *     does not wait for them to run out; notifications, e-mails and conversations with staff (threads
 *     and their messages) deleted; submissions never reviewed nor
 *     paid are withdrawn and their files deleted from Storage; the name and e-mail copied into
 *     submissions and payouts are removed. Approved work stays, under the licence the creator
 *     attested to when submitting it; audit entries keep who did what, as records must.
 * Steps 2 and 3 are idempotent: a call that failed after step 1 is retried by calling again,
 * which finds the tombstone and finishes them.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { computeBalance, formatCents } from '@groundtruth/domain/money';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { EXPORT_PAGE_SIZE, ownDataQueries } from '@groundtruth/domain/export-queries';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import type { CollectionName, ListQuery } from '@groundtruth/domain/query-spec';
import { auth, bucket, db } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { adminQuery } from '../repos/base';
import { forEachOwnedPage } from '../repos/owned-pages';
import { countStatusChange } from '../stats/creator-stats';
import { readBalance, writeBalance } from '../repos/payouts';
import { creatorProfiles, users } from '../repos/users';
import { readOpenAcceptance, releaseAcceptance } from '../tasks/release-acceptance';
import { payOutAtDeletion, readPayOutAtDeletion } from './pay-out-at-deletion';
import { tallySlotsAfter } from '../tasks/slots';

/** The reviewer recorded on submissions withdrawn by a deletion. */
const DELETION_ACTOR = 'system:account-deletion';

/** Deletes every document `spec` finds, a page (one batch) at a time; returns how many. */
async function deleteAll(spec: ListQuery): Promise<number> {
  let total = 0;
  for (;;) {
    const snap = await adminQuery(spec).get();
    if (snap.empty) return total;
    const batch = db().batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    total += snap.size;
  }
}

/** Deletes the creator's threads (conversations and announcements), messages first. */
async function deleteThreads(userId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const threads = await adminQuery(
      threadQueries.threadsOfCreator(userId, EXPORT_PAGE_SIZE),
    ).get();
    if (threads.empty) return total;
    for (const thread of threads.docs) {
      total += await deleteAll(threadQueries.allThreadMessages(thread.id, EXPORT_PAGE_SIZE));
      await thread.ref.delete();
      total++;
    }
  }
}

/** Deletes every document of `collection` owned by `userId`. */
function deleteOwned(collection: CollectionName, userId: string): Promise<number> {
  return forEachOwnedPage(collection, userId, async (docs) => {
    const batch = db().batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
    return docs.length;
  });
}

/**
 * Gives back the task slot of each of `userId`'s open acceptances (accepted, nothing submitted),
 * each released in its own transaction as the expiry job does it.
 */
function releaseOpenAcceptances(userId: string, now: Date): Promise<number> {
  return forEachOwnedPage(collections.taskAcceptances, userId, async (docs) => {
    let released = 0;
    for (const doc of docs) {
      if (doc.get('status') !== 'accepted') continue;
      const done = await transaction(async (tx) => {
        const open = await readOpenAcceptance(tx, String(doc.get('task_id')), doc.id);
        if (!open) return false;
        releaseAcceptance(tx, open, now, { reason: 'account_deleted' });
        return true;
      });
      if (!done) continue;
      released += 1;
      await tallySlotsAfter(String(doc.get('task_id')));
    }
    return released;
  });
}

/** Submissions withdrawn in one transaction: a page of EXPORT_PAGE_SIZE is split into these. */
const WITHDRAW_CHUNK = 100;

/**
 * Withdraws unreviewed, unpaid submissions (files deleted) and scrubs the copied name and e-mail.
 * Each chunk is one transaction that re-reads its submissions and withdraws only those still
 * pending and unpaid, moving the counters with them: a review that committed first keeps its
 * decision, and one that comes after finds the submission decided and is refused. Files are
 * deleted only once that transaction has committed, and only the withdrawn submissions' files.
 */
function cleanSubmissions(userId: string): Promise<number> {
  return forEachOwnedPage(collections.submissions, userId, async (docs) => {
    let filesDeleted = 0;
    for (let i = 0; i < docs.length; i += WITHDRAW_CHUNK) {
      const refs = docs.slice(i, i + WITHDRAW_CHUNK).map((doc) => doc.ref);
      const withdrawnFiles = await transaction(async (tx) => {
        const files: string[] = []; // per attempt: a retried transaction starts over
        for (const snap of await tx.getAll(...refs)) {
          if (!snap.exists) continue;
          const submission = submissionSchema.safeParse(snap.data());
          const withdraw =
            submission.success &&
            submission.data.review_status === 'pending' &&
            !submission.data.paid;
          tx.update(snap.ref, {
            submitter_name: serverMessages.deletedAccountName,
            submitter_email: '',
            ...(withdraw
              ? {
                  review_status: 'rejected',
                  review_notes: serverMessages.withdrawnOnDeletion,
                  reviewer_id: DELETION_ACTOR,
                  reviewed_at: FieldValue.serverTimestamp(),
                }
              : {}),
          });
          if (withdraw) {
            countStatusChange(tx, userId, 'pending', 'rejected');
            files.push(...submission.data.files.map((file) => file.path));
          }
        }
        return files;
      });
      for (const path of withdrawnFiles) {
        await bucket().file(path).delete({ ignoreNotFound: true });
        filesDeleted++;
      }
    }
    return filesDeleted;
  });
}

/** Removes the name and e-mail copied into the person's payouts (the payouts themselves stay). */
function scrubPayouts(userId: string): Promise<number> {
  return forEachOwnedPage(collections.payouts, userId, async (docs) => {
    const batch = db().batch();
    for (const doc of docs) {
      batch.update(doc.ref, { user_name: serverMessages.deletedAccountName, user_email: '' });
    }
    await batch.commit();
    return docs.length;
  });
}

export const deleteMyAccount = callable(
  callables.deleteMyAccount,
  async ({ confirmEmail, forfeitCents, payOutCents }, request) => {
    const uid = requireUid(request);
    const paidOutCents = await transaction(async (tx) => {
      const user = await users.get(tx, uid);
      // Deleted already (a retry after a failure below): only the rest is left to do.
      if (user?.status === 'deleted') return 0;
      const caller = await readCaller(tx, uid, CREATOR);
      if (confirmEmail.toLowerCase() !== caller.email.toLowerCase()) {
        throw fail.invalid(serverMessages.deleteConfirmationMismatch);
      }
      const inFlight = await tx.get(adminQuery(ownDataQueries.payoutInFlight(uid)));
      if (!inFlight.empty) throw fail.precondition(serverMessages.payoutInFlight);
      const balance = await readBalance(tx, uid);
      // Money earned and not paid out is paid out now, whatever the minimum, or given up: either
      // only with the person's word for the whole amount.
      const { availableCents } = computeBalance(balance);
      const payOut = await readPayOutAtDeletion(tx, uid, balance, availableCents, payOutCents);
      if (!payOut && availableCents > 0 && forfeitCents !== availableCents) {
        throw fail.precondition(
          serverMessages.balanceForfeitUnconfirmed(formatCents(availableCents)),
        );
      }
      const accounts = await tx.get(
        adminQuery(ownDataQueries.owned(collections.payoutAccounts, uid)),
      );
      const paid = payOut ? payOutAtDeletion(tx, caller, payOut, payOutCents) : null;
      // The method paid to stays until its payouts are settled (settle-payout.ts deletes it).
      for (const account of accounts.docs)
        if (account.id !== paid?.accountId) tx.delete(account.ref);
      if (paid) {
        writeBalance(tx, balance, {
          pending_cents: balance.pending_cents + paid.total,
          payout_account_count: 1,
        });
      } else if (balance.exists) {
        writeBalance(tx, balance, { default_payout_account_id: null, payout_account_count: 0 });
      }
      users.update(tx, uid, {
        name: serverMessages.deletedAccountName,
        name_lower: '',
        name_prefixes: [],
        email: '',
        status: 'deleted',
      });
      tx.delete(creatorProfiles.ref(uid));
      writeAudit(tx, caller, 'delete_my_account', collections.users, uid, {
        payout_accounts_deleted: accounts.size - (paid ? 1 : 0),
        forfeited_cents: paid ? 0 : Math.max(0, availableCents),
        ...(paid ? { paid_out_cents: paid.total, payout_ids: paid.ids } : {}),
      });
      return paid?.total ?? 0;
    });
    await auth()
      .deleteUser(uid)
      .catch((err: unknown) => {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      });
    await releaseOpenAcceptances(uid, new Date());
    await deleteOwned(collections.notifications, uid);
    await deleteOwned(collections.mail, uid);
    await deleteThreads(uid);
    const filesDeleted = await cleanSubmissions(uid);
    await scrubPayouts(uid);
    return { filesDeleted, paidOutCents };
  },
);
