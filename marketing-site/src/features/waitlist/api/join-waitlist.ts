import type { WaitlistSource } from '@groundtruth/domain/constants';

/** Spec §5: non-empty and containing '@'. */
export function isValidWaitlistEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

/**
 * Stores an entry in the `waitlist` collection (rules: anyone may create a valid entry, nobody
 * reads). Firestore is loaded only now, so the landing page itself never pays for it.
 */
export async function joinWaitlist(email: string, source: WaitlistSource): Promise<void> {
  const [{ firestore }, { addDoc, collection, serverTimestamp }] = await Promise.all([
    import('@groundtruth/firebase-web/firestore'),
    import('@groundtruth/firebase-web/firestore-sdk'),
  ]);
  await addDoc(collection(await firestore(), 'waitlist'), {
    email: email.trim(),
    source,
    created_at: serverTimestamp(),
  });
}
