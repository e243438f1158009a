/**
 * The scheduled jobs, run in the test process with a controlled clock: the suites import the
 * job code itself (functions/src/jobs), whose firebase-admin talks to the test stack's emulator
 * through the same FIRESTORE_EMULATOR_HOST as the suites' own admin client. The two share one
 * firebase-admin app and Firestore instance; the functions' settings must be applied before
 * the instance is first used, so this module configures it as soon as it is imported.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_SETTINGS_DOC } from '@groundtruth/domain/constants';
import { admin } from './clients';
import { db } from '../src/core/app';
import type { Job, JobReport } from '../src/jobs/job';

// No network here: the functions' default app must not probe the cloud metadata server.
process.env.METADATA_SERVER_DETECTION ??= 'none';
// The job code runs here as it runs in the stack's Functions emulator, where the sandbox payout
// provider is allowed (payouts fail closed anywhere else: payouts-fail-closed.test.ts unsets it).
process.env.FUNCTIONS_EMULATOR ??= 'true';
db();

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** `job` run as the scheduler would at `now`. */
export function runAt(job: Job, now: Date | number): Promise<JobReport> {
  return job.run(new Date(now));
}

/** Two runs of `job` at once at `now`, as two overlapping schedules would. */
export function runTwiceAtOnce(job: Job, now: Date | number): Promise<JobReport[]> {
  return Promise.all([runAt(job, now), runAt(job, now)]);
}

/** The notifications of one kind about one document. */
export async function notificationsAbout(entityId: string, kind: string) {
  const snap = await admin
    .db()
    .collection('notifications')
    .where('entity_id', '==', entityId)
    .where('kind', '==', kind)
    .get();
  return snap.docs;
}

/** Asserts a document was written once: a second write would move its updateTime on. */
export function expectWrittenOnce(snap: DocumentSnapshot) {
  expect(snap.exists).toBe(true);
  expect(snap.updateTime && snap.createTime && snap.updateTime.isEqual(snap.createTime)).toBe(true);
}

/** The review limits in force: the stored settings, or the defaults. */
export async function platformSettings() {
  const snap = await admin.db().doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`).get();
  return { ...DEFAULT_PLATFORM_SETTINGS, ...snap.data() } as typeof DEFAULT_PLATFORM_SETTINGS;
}
