/** Product flows the suites build on, each through the callables as the apps call them. */
import { ref, uploadBytes } from 'firebase/storage';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION, type TaskStatus } from '@groundtruth/domain/constants';
import type { WebClient } from './clients';

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
  } = {},
): Promise<string> {
  const { taskId } = await staff.call(callables.createTask, {
    title: overrides.title ?? 'Record a street market',
    description: 'Ten minutes of real sound and motion.',
    category: 'video',
    payoutAmountCents: overrides.payoutAmountCents ?? 2500,
    quotaLimit: overrides.quotaLimit ?? null,
    status: overrides.status ?? 'published',
    dueAt: overrides.dueAt ?? null,
    workingTimeHours: overrides.workingTimeHours ?? null,
  });
  return taskId;
}

let fileCounter = 0;

/** Uploads `content` as the signed-in creator under their folder for the task; returns the path. */
export async function upload(
  creator: WebClient,
  taskId: string,
  content: string | Uint8Array = 'frame data',
  contentType = 'video/mp4',
): Promise<string> {
  const path = `submissions/${creator.uid}/${taskId}/${Date.now()}-${++fileCounter}.mp4`;
  const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  await uploadBytes(ref(creator.storage, path), data, { contentType });
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
