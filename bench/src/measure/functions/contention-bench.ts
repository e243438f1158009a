/**
 * A launch day's write path against Firestore's per-document limit: the real callables, over
 * HTTP, against the project's emulator in contention mode (each document serves about one write
 * per second and refuses a commit that would wait past the bound, as production does), with a
 * mix of 40% submitWork, 40% approvals (reviewSubmission by support), 10% acceptTask of one task
 * with 10,000 slots and 10% sign-ups (createAccount), offered open-loop (each event at its time,
 * whether or not earlier ones have answered) at rising rates. Then the functions' own recounts of
 * the counters, daily stats and creator stats say how many stored figures the load left wrong.
 *
 * Seeding runs with the emulator in its default mode, through the callables where an event of the
 * mix depends on it (accounts, staff, tasks, the first pending submissions) and with
 * firebase-admin for the bulk (the acceptances and files the submissions use); a first recount
 * makes the stored figures exact before the steps (contention-seed.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { PASSWORD, SIGNUP_CONSENT, SLOTS, seed, submitReady, type Seed } from './contention-seed';
import { startContentionStack, type ContentionStack } from './contention-stack';

export interface StepFigures {
  offered: number;
  events: number;
  completed: number;
  errors: number;
  /** Approvals with no pending submission to review (not sent; counted as not completed). */
  starved: number;
  p50Ms: number;
  p99Ms: number;
  busiest: { document: string; commitsPerSecond: number } | null;
  /** Error codes that reached callers, by callable. */
  errorCodes: Record<string, number>;
  /** The first message of each of errorCodes' keys. */
  errorSamples: Record<string, string>;
  /** The documents whose queues refused the most commits and lock waits in the step. */
  mostRefused: { document: string; refused: number; commits: number }[];
}

export interface ContentionBenchOptions {
  rates?: number[];
  seconds?: number;
  serviceMs?: number;
  maxWaitMs?: number;
  /** Called with each step's figures as soon as it is measured. */
  onStep?: (step: StepFigures) => void;
  onProgress?: (line: string) => void;
}

export interface ContentionBenchResult {
  steps: StepFigures[];
  /** Counter documents the recounts corrected after the steps. */
  recountChanged: number;
  /** Acceptances of the 10,000-slot task after the last step, and its slots. */
  bigTask: { acceptances: number; slots: number };
}

type Kind = 'submit' | 'approve' | 'accept' | 'signup';
const MIX: Kind[] = [
  'submit',
  'approve',
  'submit',
  'accept',
  'approve',
  'submit',
  'signup',
  'approve',
  'submit',
  'approve',
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The functions' recounts (jobs of functions/src/stats): counter documents they corrected. */
async function recount(): Promise<number> {
  const counters = await import('../../../../functions/src/stats/recount-counter-stats');
  const daily = await import('../../../../functions/src/stats/recount-daily-stats');
  const deadline = Date.now() + 10 * 60_000;
  let changed = 0;
  // A run may stop at its time budget and leave a cursor: runs until a pass is complete.
  for (let run = 0; run < 20; run++) {
    changed += (await counters.recountCounters({ deadline })).changed;
    if (!(await counters.recountCursor().get()).get('after')) break;
  }
  changed += (await daily.recountDailyStats.run(new Date())).changed;
  return changed;
}

/** Offers `rate` events a second for `seconds`, open-loop; figures once every call has answered. */
async function step(
  stack: ContentionStack,
  s: Seed,
  rate: number,
  seconds: number,
  signups: { next: number },
): Promise<StepFigures> {
  const events = Math.round(rate * seconds);
  const latencies: number[] = [];
  const errorCodes: Record<string, number> = {};
  const errorSamples: Record<string, string> = {};
  let errors = 0;
  let starved = 0;
  let approvals = 0;
  const calls: Promise<void>[] = [];
  const run = async <T>(
    label: string,
    call: () => Promise<{ ok: boolean; code?: string; message?: string; result?: T }>,
  ) => {
    const started = performance.now();
    const answer = await call();
    if (answer.ok) {
      latencies.push(performance.now() - started);
      return answer.result;
    }
    errors++;
    const key = `${label}: ${answer.code}`;
    errorCodes[key] = (errorCodes[key] ?? 0) + 1;
    errorSamples[key] ??= answer.message?.slice(0, 200) ?? '';
    return undefined;
  };
  const event = async (kind: Kind): Promise<void> => {
    if (kind === 'submit') {
      const r = s.ready.shift();
      if (!r) return void starved++;
      const out = await run<{ submissionId: string }>('submitWork', () => submitReady(stack, r));
      if (out) s.pending.push(out.submissionId);
    } else if (kind === 'approve') {
      const submissionId = s.pending.shift();
      if (!submissionId) return void starved++;
      // In turn, so each reviewer keeps the team's pace divided by its size.
      const reviewer = s.reviewers[approvals++ % s.reviewers.length]!;
      await run('reviewSubmission', () =>
        stack.call(
          callables.reviewSubmission,
          { submissionId, decision: 'approved', notes: 'Clear and steady' },
          reviewer.token,
        ),
      );
    } else if (kind === 'accept') {
      const person = s.acceptors.shift();
      if (!person) return void starved++;
      await run('acceptTask', () =>
        stack.call(callables.acceptTask, { taskId: s.bigTaskId }, person.token),
      );
    } else {
      const i = signups.next++;
      await run('createAccount', () =>
        stack.call(callables.createAccount, {
          name: `Visitor ${i}`,
          email: `visitor-${i}@contention.bench`,
          password: PASSWORD,
          chosenPaths: ['video'],
          country: 'US',
          language: 'en',
          ...SIGNUP_CONSENT,
        }),
      );
    }
  };

  await stack.contention('DELETE');
  const t0 = performance.now();
  for (let i = 0; i < events; i++) {
    const at = t0 + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(event(MIX[i % MIX.length]!));
  }
  const end = t0 + (events * 1000) / rate;
  if (end > performance.now())
    await new Promise((resolve) => setTimeout(resolve, end - performance.now()));
  const meter = await stack.contention('GET', 100_000);
  await Promise.all(calls);
  const mostRefused = meter.documents
    .filter((d) => d.refused > 0)
    .sort((a, b) => b.refused - a.refused)
    .slice(0, 3)
    .map(({ document, refused, commits }) => ({ document, refused, commits }));
  const sorted = latencies.sort((a, b) => a - b);
  const top = meter.documents[0];
  return {
    offered: rate,
    events,
    completed: latencies.length,
    errors,
    starved,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    busiest: top
      ? { document: top.document, commitsPerSecond: top.commits / Math.max(meter.seconds, 1e-3) }
      : null,
    errorCodes,
    errorSamples,
    mostRefused,
  };
}

/** Seeds, runs each rate for `seconds`, checks the big task and recounts. */
export async function benchContention({
  rates = [5, 10, 20, 50, 80],
  seconds = 60,
  serviceMs = 1000,
  maxWaitMs = 2000,
  onStep = () => {},
  onProgress = () => {},
}: ContentionBenchOptions = {}): Promise<ContentionBenchResult> {
  const stack = await startContentionStack();
  try {
    const events = rates.reduce((sum, rate) => sum + Math.round(rate * seconds), 0);
    // Pending submissions for the approvals to start on: what the fastest step's approvals take
    // in the seconds before that step's own submissions come back.
    const backlog = Math.ceil(0.4 * Math.max(...rates) * Math.min(seconds, 15));
    const s = await seed(stack, events, backlog, onProgress);
    onProgress('recounting the seeded figures');
    await recount();
    await stack.enterContentionMode({ serviceMs, maxWaitMs });
    const steps: StepFigures[] = [];
    const signups = { next: 0 };
    for (const rate of rates) {
      onProgress(`offering ${rate}/s for ${seconds} s`);
      const figures = await step(stack, s, rate, seconds, signups);
      steps.push(figures);
      onStep(figures);
      // The queues the step left drain before the next one starts.
      await new Promise((resolve) => setTimeout(resolve, maxWaitMs + serviceMs));
    }
    const db = getFirestore();
    const acceptances = (
      await db.collection('task_acceptances').where('task_id', '==', s.bigTaskId).count().get()
    ).data().count;
    onProgress('recounting after the steps');
    const recountChanged = await recount();
    return { steps, recountChanged, bigTask: { acceptances, slots: SLOTS } };
  } finally {
    await stack.stop();
  }
}
