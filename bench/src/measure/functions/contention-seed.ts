/**
 * The contention bench's seed, made with the emulator in its default mode: staff and creators
 * through the callables, the big task and the launch tasks, the acceptances and files the
 * submissions use (firebase-admin, in bulk), and the first pending submissions, so every event
 * of the mix has what it needs from the first second.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { isoMedia } from '../../../../functions/testing/files';
import { PROJECT, type ContentionStack } from './contention-stack';

/** Every bench person's password. */
export const PASSWORD = 'bench-password-launch';
/** The big task's slots, which the accept events race for. */
export const SLOTS = 10_000;
const SUBMIT_TASKS = 20;
/** What each submission attests, as the submit screen sends it. */
export const attestation = {
  ownsContent: true as const,
  consentsToAiTraining: true as const,
  termsVersion: TERMS_VERSION,
};

/** Runs `task` over 0..total-1, `width` at a time. */
async function pool(total: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

function must<T>(answer: { ok: true; result: T } | { ok: false; code: string; message: string }) {
  if (!answer.ok) throw new Error(`seeding failed: ${answer.code} ${answer.message}`);
  return answer.result;
}

export interface Person {
  uid: string;
  token: string;
}

/** What sign-up's step 4 sends: the current terms accepted, the age confirmed. */
export const SIGNUP_CONSENT = { termsVersion: TERMS_VERSION, confirmsAdult: true } as const;

async function signUp(stack: ContentionStack, email: string, name: string): Promise<Person> {
  const { uid } = must(
    await stack.call(callables.createAccount, {
      name,
      email,
      password: PASSWORD,
      chosenPaths: ['video'],
      country: 'US',
      language: 'en',
      ...SIGNUP_CONSENT,
    }),
  );
  return { uid, token: await stack.signIn(email, PASSWORD) };
}

/**
 * The support team reviewing on launch day. Each review writes its reviewer's own statistics
 * (reviewer_stats and the reviewer's day), so what one document takes is one person's pace: 64
 * keep each under one approval every 2 s at 80 events a second (32 approvals a second), the
 * pace of bulk approval, not of a single human's reading. With 3, each "reviewer" approved
 * several times a second and their own statistics were the busiest documents.
 */
const REVIEWERS = 64;

/** A support member: signed up, promoted as the functions tests promote staff, signed in again. */
async function newSupport(stack: ContentionStack, i: number): Promise<Person> {
  const email = `support-${i}@contention.bench`;
  const { uid } = await signUp(stack, email, `Support ${i}`);
  await getAuth().setCustomUserClaims(uid, { role: 'support' });
  const db = getFirestore();
  await db
    .batch()
    .update(db.doc(`users/${uid}`), { role: 'support' })
    .set(db.doc(`user_roles/${uid}`), { user_id: uid, role: 'support' })
    .commit();
  return { uid, token: await stack.signIn(email, PASSWORD) };
}

/** submitWork of an accepted task whose file is uploaded, as its creator. */
export function submitReady(stack: ContentionStack, r: Seed['ready'][number]) {
  return stack.call(
    callables.submitWork,
    {
      taskId: r.taskId,
      notes: 'Shot at dawn',
      filePaths: [r.path],
      fileNames: ['street.mp4'],
      attestation,
    },
    r.person.token,
  );
}

/** What the steps draw on: people, tasks, ready submissions, pending ones. */
export interface Seed {
  reviewers: Person[];
  bigTaskId: string;
  /** Creators who have not accepted the big task yet. */
  acceptors: Person[];
  /** An accepted task with its file uploaded, ready for submitWork. */
  ready: { person: Person; taskId: string; path: string }[];
  pending: string[];
}

export async function seed(
  stack: ContentionStack,
  events: number,
  backlog: number,
  progress: (line: string) => void,
): Promise<Seed> {
  const db = getFirestore();
  const bucket = getStorage().bucket(`${PROJECT}.appspot.com`);
  const reviewers: Person[] = [];
  for (let i = 0; i < REVIEWERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, REVIEWERS - i) }, (_, k) => i + k);
    reviewers.push(...(await Promise.all(batch.map((n) => newSupport(stack, n)))));
  }
  const newTask = async (title: string, quotaLimit: number | null) =>
    must(
      await stack.call(
        callables.createTask,
        {
          title,
          description: 'Launch day: ten minutes of real sound and motion.',
          category: 'video',
          payoutAmountCents: 2500,
          quotaLimit,
          status: 'published',
          dueAt: null,
          workingTimeHours: null,
        },
        reviewers[0]!.token,
      ),
    ).taskId;
  const bigTaskId = await newTask('Launch day: record your street', SLOTS);
  const submitTasks: string[] = [];
  for (let i = 0; i < SUBMIT_TASKS; i++) submitTasks.push(await newTask(`Launch task ${i}`, null));

  const submissions = Math.ceil(events * 0.4) + backlog + 20;
  const creators = Math.max(Math.ceil(events * 0.1) + 20, Math.ceil(submissions / SUBMIT_TASKS));
  progress(`seeding ${creators} creators, ${submissions} accepted tasks with their files`);
  const people: Person[] = new Array<Person>(creators);
  await pool(creators, 6, async (i) => {
    people[i] = await signUp(stack, `creator-${i}@contention.bench`, `Creator ${i}`);
  });
  // The submissions' acceptances, as acceptTask writes them, and their files, as uploads leave
  // them: creator i takes tasks i, i+1, … so every task gets an even share.
  const ready: Seed['ready'] = [];
  const perTask = new Map<string, number>();
  for (let n = 0; n < submissions; n++) {
    const person = people[n % creators]!;
    const taskId = submitTasks[(n + Math.floor(n / creators)) % SUBMIT_TASKS]!;
    ready.push({ person, taskId, path: `submissions/${person.uid}/${taskId}/launch-${n}.mp4` });
    perTask.set(taskId, (perTask.get(taskId) ?? 0) + 1);
  }
  for (let start = 0; start < ready.length; start += 400) {
    const batch = db.batch();
    for (const { person, taskId } of ready.slice(start, start + 400)) {
      batch.set(db.doc(`task_acceptances/${taskId}_${person.uid}`), {
        task_id: taskId,
        user_id: person.uid,
        status: 'accepted',
        created_at: new Date(),
        expires_at: null,
        expiry_warned: false,
        expired_at: null,
        submission_count: 0,
        latest_submission_id: null,
      });
    }
    await batch.commit();
  }
  for (const [taskId, count] of perTask)
    await db.doc(`tasks/${taskId}`).update({ accepted_count: count });
  progress(`uploading ${ready.length} files`);
  await pool(ready.length, 16, async (i) => {
    const file = bucket.file(ready[i]!.path);
    await file.save(Buffer.from(isoMedia(`launch ${i}`)), {
      contentType: 'video/mp4',
      resumable: false,
    });
  });
  // The first pending submissions, so approvals have work from the first second.
  progress(`seeding ${backlog} pending submissions`);
  const pending: string[] = [];
  const first = ready.splice(0, backlog);
  await pool(first.length, 6, async (i) => {
    const r = first[i]!;
    const { submissionId } = must(await submitReady(stack, r));
    pending.push(submissionId);
  });
  return { reviewers, bigTaskId, acceptors: [...people], ready, pending };
}
