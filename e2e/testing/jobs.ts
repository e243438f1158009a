// The scheduled jobs for the journeys. The journeys' stack does not run them on a
// cadence (startStack({ runJobs: false })): a journey makes time pass by running a job itself,
// through the emulator-only HTTP function runJob (functions/src/jobs/triggers.ts), at the clock
// it chooses — e.g. a day after an acceptance's expires_at to expire it.
import { runJobUrl as stackRunJobUrl } from '@groundtruth/dev-stack/jobs';
import { STACK } from './stack';

/** What a job run did: documents changed, and documents looked at but left alone. */
export interface JobReport {
  job: string;
  /** The clock of the run, ISO 8601. */
  now: string;
  changed: number;
  skipped: number;
}

/** The jobs the functions define: 'expireAcceptances', 'enforceReviewDeadlines', … */
export type JobName =
  | 'expireAcceptances'
  | 'enforceReviewDeadlines'
  | 'reconcilePayouts'
  | 'deliverMail'
  | 'exportDatasets'
  | 'recountDailyStats'
  | 'recountCounterStats'
  | 'sendAnnouncements'
  | 'sendNewTaskAlerts'
  | 'sendNewTaskDigest'
  | 'tallyTaskSlots'
  | 'refreshOrderSamples'
  | 'deliverFilledOrders'
  | 'autoAcceptDeliveries';

/** The URL of the stack's job trigger (the one npm start's job loops call). */
const runJobUrl = stackRunJobUrl(`http://127.0.0.1:${STACK.ports.functions}`, STACK.projectId);

/**
 * Runs the job `name` once, now or at `now` (a Date, epoch milliseconds or an ISO string), and
 * resolves with its report; rejects with the trigger's error (unknown job, invalid clock).
 */
export async function runJob(name: JobName, now?: Date | number | string): Promise<JobReport> {
  const params = new URLSearchParams({ job: name });
  if (now !== undefined) params.set('now', new Date(now).toISOString());
  const response = await fetch(`${runJobUrl}?${params}`);
  const body = (await response.json()) as JobReport & { error?: string };
  if (!response.ok) throw new Error(`runJob ${name}: ${body.error ?? response.status}`);
  return body;
}
