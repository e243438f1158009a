// Seed submissions and staff for the staff screen tests (written as 'owner', bypassing rules)
// into the test file's own project.
import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore/lite';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { inject } from 'vitest';
import { TEST_BUCKET, type TestIdentity } from '@groundtruth/platform/testing/emulator-client';

export interface SeedSubmission {
  id: string;
  taskId: string;
  taskTitle: string;
  userId: string;
  name: string;
  status?: 'pending' | 'approved' | 'rejected' | 'needs_changes';
  md5?: string;
  fileName?: string;
  notes?: string;
  reviewNotes?: string | null;
  /** Minutes after a fixed base time: larger is newer. */
  minute?: number;
}

const base = Date.UTC(2026, 2, 14, 9, 0, 0);

/** A staff member's users document: rules and storage.rules read role and status from it. */
export async function seedStaff(db: Firestore, who: TestIdentity & { name: string }) {
  await setDoc(doc(db, `users/${who.uid}`), {
    name: who.name,
    email: who.email ?? `${who.uid}@groundtruth.test`,
    role: who.role ?? 'support',
    status: 'active',
    created_at: Timestamp.fromMillis(base),
  });
}

/** A submission as submitWork writes it, with its custody record and attestation. */
export function submissionData(s: SeedSubmission) {
  const md5 = s.md5 ?? `md5-${s.id}`;
  const uploadedAt = Timestamp.fromMillis(base + (s.minute ?? 0) * 60_000 - 30_000);
  return {
    user_id: s.userId,
    task_id: s.taskId,
    acceptance_id: `${s.taskId}_${s.userId}`,
    notes: s.notes ?? '',
    files: [
      {
        name: s.fileName ?? `${s.id}.txt`,
        path: `submissions/${s.userId}/${s.taskId}/${s.id}.txt`,
        size: 2048,
        type: 'text/plain',
        md5_hash: md5,
        crc32c: `crc-${s.id}`,
        uploaded_by: s.userId,
        uploaded_at: uploadedAt,
        generation: '1710406800000001',
      },
    ],
    file_hashes: [md5],
    review_status: s.status ?? 'pending',
    review_notes: s.reviewNotes ?? null,
    reviewer_id: s.status && s.status !== 'pending' ? 'rv-reviewer' : null,
    reviewed_at: null,
    submitted_at: Timestamp.fromMillis(base + (s.minute ?? 0) * 60_000),
    task_title: s.taskTitle,
    payout_amount_cents: 3550,
    submitter_name: s.name,
    submitter_email: `${s.userId}@groundtruth.test`,
    attestation: {
      owns_content: true,
      consents_to_ai_training: true,
      terms_version: TERMS_VERSION,
    },
    paid: false,
    payout_attempts: 0,
  };
}

/** Writes the submissions. */
export async function seedSubmissions(db: Firestore, items: readonly SeedSubmission[]) {
  await Promise.all(items.map((s) => setDoc(doc(db, `submissions/${s.id}`), submissionData(s))));
}

/**
 * Stores a file in the test emulator's Storage as firebase-admin would (the owner bypasses
 * storage.rules), with a plain media upload from Node.
 */
export async function putFile(path: string, text: string, contentType = 'text/plain') {
  const url = `http://${inject('storageHost')}/v0/b/${TEST_BUCKET}/o?name=${encodeURIComponent(path)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': contentType },
    body: text,
  });
  if (!response.ok) throw new Error(`Upload of ${path} failed: ${response.status}`);
}
