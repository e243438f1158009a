// Seeds for the My Submissions screen tests, written as the owner (rules bypassed) into the
// test file's own project.
import { inject } from 'vitest';
import { Timestamp, doc, setDoc } from 'firebase/firestore/lite';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import type { Submission } from '@groundtruth/domain/entities';
import { TEST_BUCKET, testFirestore } from '@groundtruth/platform/testing/emulator-client';

export const PATH = '/dashboard/submissions';
export const owner = testFirestore('owner');
export const at = (minutesAgo: number) =>
  Timestamp.fromMillis(Date.UTC(2025, 4, 1, 12) - minutesAgo * 60_000);

export async function seedUser(uid: string, status: 'active' | 'suspended' = 'active') {
  await setDoc(doc(owner, 'users', uid), {
    name: uid,
    email: `${uid}@example.com`,
    role: 'creator',
    status,
    created_at: at(10_000),
  });
}

/**
 * Stores a file as the owner, through the Storage REST upload the web SDK uses. (The SDK itself
 * cannot upload here: under jsdom it hands jsdom's Blob to Node's fetch, which sends
 * "[object Blob]".)
 */
export async function seedFile(path: string, text: string, contentType: string) {
  const url = `http://${inject('storageHost')}/v0/b/${TEST_BUCKET}/o?name=${encodeURIComponent(path)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Firebase owner', 'Content-Type': contentType },
    body: text,
  });
  if (!response.ok)
    throw new Error(`Upload of ${path}: ${response.status} ${await response.text()}`);
}

export function submission(
  uid: string,
  overrides: Partial<Submission> & { task_id: string },
): Submission {
  return {
    user_id: uid,
    acceptance_id: `${overrides.task_id}_${uid}`,
    notes: '',
    files: [
      {
        name: 'take-1.txt',
        path: `submissions/${uid}/${overrides.task_id}/1.txt`,
        size: 1_572_864,
        type: 'text/plain',
        md5_hash: 'md5',
        crc32c: 'crc',
        uploaded_by: uid,
        uploaded_at: at(100),
      },
    ],
    review_status: 'pending',
    review_notes: null,
    reviewer_id: null,
    reviewed_at: null,
    submitted_at: at(100),
    task_title: `Task ${overrides.task_id}`,
    payout_amount_cents: 2500,
    submitter_name: uid,
    submitter_email: `${uid}@example.com`,
    attestation: {
      owns_content: true,
      consents_to_ai_training: true,
      terms_version: TERMS_VERSION,
    },
    paid: false,
    ...overrides,
  };
}
