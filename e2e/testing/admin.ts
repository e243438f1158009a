// Reads what the journeys stored, with firebase-admin against the test stack's emulator:
// the assertion checks the database, not only the screen.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { STACK } from './stack';

export function adminApp() {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${STACK.ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${STACK.ports.auth}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: STACK.projectId });
  return { db: getFirestore(app), auth: getAuth(app) };
}

/**
 * The checks on reviewers as the journeys start them: no rejection held back by sampling and no
 * gold item mixed into a queue, so a journey's decision lands where it expects. The journeys of
 * second opinions and gold set the shares they test, then call this again.
 */
export async function settleReviewChecks() {
  await adminApp()
    .db.doc('platform_settings/operations')
    .set({ second_opinion_rate: 0, gold_rate: 0 }, { merge: true });
}

/**
 * A pending payout as an approval leaves it (the payout and the creator's balance, in one
 * transaction), written with firebase-admin for journeys that start from a payout to process.
 */
export async function seedPendingPayout({
  payoutId,
  creator,
  cents,
  taskTitle,
}: {
  payoutId: string;
  creator: { uid: string; name: string; email: string };
  cents: number;
  taskTitle: string;
}): Promise<void> {
  const { db } = adminApp();
  await db.runTransaction(async (tx) => {
    const balanceRef = db.doc(`creator_balances/${creator.uid}`);
    const balance = await tx.get(balanceRef);
    tx.create(db.doc(`payouts/${payoutId}`), {
      user_id: creator.uid,
      submission_id: payoutId,
      amount_cents: cents,
      status: 'pending',
      provider: 'stripe_connect',
      currency: 'USD',
      provider_transfer_id: null,
      account_label: null,
      failure_reason: null,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      user_name: creator.name,
      user_email: creator.email,
      task_title: taskTitle,
    });
    tx.update(balanceRef, {
      approved_cents: (balance.get('approved_cents') ?? 0) + cents,
      pending_cents: (balance.get('pending_cents') ?? 0) + cents,
    });
  });
}
