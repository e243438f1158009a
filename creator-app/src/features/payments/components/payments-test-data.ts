// Seeds for the Payments & Earnings screen tests, written as the owner (rules bypassed) into the
// test file's own project.
import { Timestamp, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import type { Payout, PayoutAccount } from '@groundtruth/domain/entities';
import { testFirestore } from '@groundtruth/platform/testing/emulator-client';

export const owner = testFirestore('owner');
export const PATH = '/dashboard/payments';

/** A fixed moment `minutesAgo` before 1 May 2025, noon UTC. */
export const at = (minutesAgo: number) =>
  Timestamp.fromMillis(Date.UTC(2025, 4, 1, 12) - minutesAgo * 60_000);

/** A creator whose users document the rules read (suspended: every read is refused). */
export async function seedCreator(uid: string, status: 'active' | 'suspended' = 'active') {
  await setDoc(doc(owner, 'users', uid), {
    name: uid,
    email: `${uid}@example.com`,
    role: 'creator',
    status,
    created_at: at(100_000),
  });
  return { uid, role: 'creator' as const };
}

export async function seedBalance(
  uid: string,
  cents: { approved: number; sent: number; pending: number },
) {
  await setDoc(doc(owner, 'creator_balances', uid), {
    user_id: uid,
    approved_cents: cents.approved,
    sent_cents: cents.sent,
    pending_cents: cents.pending,
    default_payout_account_id: null,
    payout_account_count: 0,
    updated_at: at(0),
  });
}

export async function seedAccounts(uid: string, accounts: Omit<PayoutAccount, 'user_id'>[]) {
  const batch = writeBatch(owner);
  accounts.forEach((account, i) =>
    batch.set(doc(owner, 'payout_accounts', `${uid}_acct_${i}`), { ...account, user_id: uid }),
  );
  await batch.commit();
}

/**
 * Payouts of `uid`, each a re-pay the creator requested unless `approval` is set: approval's
 * own payout has its submission's id (payouts/{submission_id}).
 */
export async function seedPayouts(
  uid: string,
  payouts: (Partial<Payout> & Pick<Payout, 'amount_cents' | 'status'> & { approval?: true })[],
) {
  const batch = writeBatch(owner);
  payouts.forEach(({ approval, ...payout }, i) =>
    batch.set(doc(owner, 'payouts', approval ? `${uid}_sub_${i}` : `${uid}_payout_${i}`), {
      user_id: uid,
      submission_id: `${uid}_sub_${i}`,
      provider: 'stripe_connect',
      currency: 'USD',
      provider_transfer_id: null,
      account_label: 'Stripe Connect …ct_1',
      failure_reason: null,
      created_at: at(i),
      updated_at: at(i),
      user_name: uid,
      user_email: `${uid}@example.com`,
      task_title: `Task ${i}`,
      ...payout,
    } satisfies Payout),
  );
  await batch.commit();
}
