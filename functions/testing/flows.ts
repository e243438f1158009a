/** Product flows the suites build on, each through the callables as the apps call them. */
import { ref, uploadBytes } from 'firebase/storage';
import { callables } from '@groundtruth/domain/callable-registry';
import {
  SANDBOX_VERIFICATION_CODE,
  TERMS_VERSION,
  type TaskStatus,
} from '@groundtruth/domain/constants';
import type { CallableInput, CallableOutput } from '@groundtruth/domain/callable-registry';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { uploadKindOf } from '@groundtruth/domain/upload-types';
import { admin, newCreator, type WebClient } from './clients';
import { bytesFor } from './files';

export const attestation = {
  ownsContent: true as const,
  consentsToAiTraining: true as const,
  termsVersion: TERMS_VERSION,
};

/** A task created by `staff` (published unless told otherwise); returns its id. */
export async function newTask(
  staff: WebClient,
  overrides: {
    status?: TaskStatus;
    quotaLimit?: number | null;
    payoutAmountCents?: number;
    title?: string;
    dueAt?: string | null;
    workingTimeHours?: number | null;
    requirements?: MediaRequirements | null;
    /** Minutes it takes; a draft gets 1 unless told, so it can be published (fair pay). */
    estimatedMinutes?: number;
  } = {},
): Promise<string> {
  const estimatedMinutes =
    overrides.estimatedMinutes ?? (overrides.status === 'draft' ? 1 : undefined);
  const { taskId } = await staff.call(callables.createTask, {
    title: overrides.title ?? 'Record a street market',
    description: 'Ten minutes of real sound and motion.',
    category: 'video',
    payoutAmountCents: overrides.payoutAmountCents ?? 2500,
    quotaLimit: overrides.quotaLimit ?? null,
    status: overrides.status ?? 'published',
    dueAt: overrides.dueAt ?? null,
    workingTimeHours: overrides.workingTimeHours ?? null,
    ...(overrides.requirements === undefined ? {} : { requirements: overrides.requirements }),
    ...(estimatedMinutes === undefined ? {} : { estimatedMinutes }),
  });
  return taskId;
}

let fileCounter = 0;

/** A new object name in `uid`'s folder for the task, with an extension of `contentType`'s kind. */
function newPath(uid: string, taskId: string, contentType: string): string {
  const ext = uploadKindOf(contentType)?.extensions[0] ?? 'bin';
  return `submissions/${uid}/${taskId}/${Date.now()}-${++fileCounter}.${ext}`;
}

/**
 * Uploads `content` as the signed-in creator under their folder for the task (storage.rules:
 * they must hold an active acceptance of it); returns the path. A string becomes a real file of
 * `contentType` carrying it (files.ts), since submitWork reads what the bytes are.
 */
export async function upload(
  creator: WebClient,
  taskId: string,
  content: string | Uint8Array = 'frame data',
  contentType = 'video/mp4',
): Promise<string> {
  const path = newPath(creator.uid as string, taskId, contentType);
  const data = typeof content === 'string' ? bytesFor(content, contentType) : content;
  await uploadBytes(ref(creator.storage, path), data, { contentType });
  return path;
}

/**
 * Puts a file in `uid`'s folder with firebase-admin, past storage.rules: for the server's own
 * checks of a file the rules would not have let in (no acceptance, a run-out one, a forged type).
 */
export async function placeFile(
  uid: string,
  taskId: string,
  content: string | Uint8Array = 'frame data',
  contentType = 'video/mp4',
  fileName?: string,
): Promise<string> {
  const path = fileName
    ? `submissions/${uid}/${taskId}/${fileName}`
    : newPath(uid, taskId, contentType);
  const data = typeof content === 'string' ? bytesFor(content, contentType) : content;
  await admin.bucket().file(path).save(Buffer.from(data), { contentType, resumable: false });
  return path;
}

/** Accepts, uploads one file and submits; returns the submission id. */
export async function submitted(
  creator: WebClient,
  taskId: string,
  notes = 'Shot at dawn',
): Promise<string> {
  await creator.call(callables.acceptTask, { taskId });
  const path = await upload(creator, taskId);
  const { submissionId } = await creator.call(callables.submitWork, {
    taskId,
    notes,
    filePaths: [path],
    fileNames: ['market.mp4'],
    attestation,
  });
  return submissionId;
}

/**
 * A creator whose stored language is `language` (creator_profiles.locales.language), and their
 * work on a "Street market" task that `staff` has just sent back (poor quality, "Steadier,
 * please"): what the languages' suites read the notice and the e-mail of.
 */
export async function sentBackIn(staff: WebClient, language: string, prefix: string) {
  const creator = await newCreator(prefix);
  await admin.db().doc(`creator_profiles/${creator.uid}`).update({ 'locales.language': language });
  const submissionId = await submitted(creator, await newTask(staff, { title: 'Street market' }));
  await staff.call(callables.reviewSubmission, {
    submissionId,
    decision: 'needs_changes',
    reasonCode: 'poor_quality',
    notes: 'Steadier, please',
  });
  return { creator, submissionId };
}

/** An approved submission of `amountCents` for the creator; returns its id (= the payout id). */
export async function approved(
  creator: WebClient,
  staff: WebClient,
  amountCents: number,
): Promise<string> {
  const taskId = await newTask(staff, { payoutAmountCents: amountCents });
  const submissionId = await submitted(creator, taskId);
  await staff.call(callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
    notes: 'Great light',
  });
  return submissionId;
}

/**
 * A payment method of `creator` that its provider has verified, as the creator verifies one
 * (the sandbox's code): processPayout pays only verified methods. Returns addPayoutAccount's answer.
 */
export async function addVerifiedPayoutAccount(
  creator: WebClient,
  input: CallableInput<typeof callables.addPayoutAccount>,
): Promise<CallableOutput<typeof callables.addPayoutAccount>> {
  const added = await creator.call(callables.addPayoutAccount, input);
  await creator.call(callables.verifyPayoutAccount, {
    accountId: added.accountId,
    code: SANDBOX_VERIFICATION_CODE,
  });
  return added;
}
