/**
 * A scheduled job (docs/architecture.md, Jobs): plain code run with an explicit clock. Production
 * wraps each in `onSchedule`; locally `npm start` runs the same `run` on the same cadence (the
 * offline Functions emulator fires no schedules); tests call `run` with a controlled `now`.
 * A job reads bounded, indexed queries a page at a time (the most overdue first) and handles
 * each document in its own transaction that re-reads and re-checks it, so it is idempotent and
 * two runs at once do nothing twice.
 */
import type { SecretParam } from 'firebase-functions/params';

export interface JobReport {
  /** Documents the job changed in this run. */
  changed: number;
  /** Documents it looked at but left alone (already handled by another run, or not due). */
  skipped: number;
}

export interface Job {
  /** Secrets only this job's function is bound to (reconcilePayouts: the providers'). */
  secrets?: readonly SecretParam[];
  /** Also the exported Cloud Function's name. */
  name: string;
  /** How often it runs, in minutes: the onSchedule schedule and the local cadence. */
  everyMinutes: number;
  /**
   * A shorter cadence for the local stack only, in seconds: Cloud Scheduler runs nothing more
   * often than once a minute, but locally an e-mail should reach the inbox within seconds of its
   * event. Same code, run more often; production keeps `everyMinutes`.
   */
  localEverySeconds?: number;
  run(now: Date): Promise<JobReport>;
}
