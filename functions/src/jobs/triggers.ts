/**
 * How the jobs are started. In production each is an `onSchedule` function (Cloud Scheduler,
 * every `everyMinutes`). The offline Functions emulator fires no schedules (it would need the
 * Pub/Sub emulator), so locally the stack calls `runJob`, an HTTP function that index.ts
 * exports only inside the emulator and that is therefore never deployed:
 *
 *   GET /{project}/us-central1/runJob                       → 200 { jobs: [{ name, everyMinutes, localEverySeconds? }] }
 *   GET /{project}/us-central1/runJob?job=<name>            → 200 { job, now, changed, skipped }
 *   GET /{project}/us-central1/runJob?job=<name>&now=<ISO>  → the same run with that clock
 *
 * `now` lets the tests and the journeys make time pass; an unknown job is 404, a `now` that is
 * not an ISO date 400.
 */
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { jobNamed, jobs } from './index';
import type { Job } from './job';

/**
 * `job` as a scheduled Cloud Function, run every `everyMinutes` with the clock of the run;
 * `options` adds what one job needs beyond the global options (deliverMail's SMTP secret).
 */
export function scheduled(job: Job, options: Pick<ScheduleOptions, 'secrets'> = {}) {
  return onSchedule(
    {
      schedule: `every ${job.everyMinutes} minutes`,
      timeZone: 'Etc/UTC',
      retryCount: 0,
      ...options,
    },
    async () => {
      // No retries: the next run is a retry, and a job's transactions make reruns harmless.
      const report = await job.run(new Date());
      logger.info(`${job.name}: ${report.changed} changed, ${report.skipped} skipped`, report);
    },
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The emulator-only HTTP trigger of the jobs (see above). */
export function localJobTrigger() {
  return onRequest({ cors: false }, async (request, response) => {
    const name = typeof request.query.job === 'string' ? request.query.job : '';
    if (!name) {
      response.json({
        jobs: jobs.map(({ name, everyMinutes, localEverySeconds }) => ({
          name,
          everyMinutes,
          ...(localEverySeconds ? { localEverySeconds } : {}),
        })),
      });
      return;
    }
    const job = jobNamed(name);
    if (!job) {
      response.status(404).json({
        error: `No job "${name}". Jobs: ${jobs.map((j) => j.name).join(', ')}`,
      });
      return;
    }
    const nowParam = typeof request.query.now === 'string' ? request.query.now : undefined;
    const now = nowParam === undefined ? new Date() : new Date(nowParam);
    if (nowParam !== undefined && (!ISO_DATE.test(nowParam) || Number.isNaN(now.getTime()))) {
      response.status(400).json({ error: 'now: must be an ISO 8601 date and time' });
      return;
    }
    try {
      const report = await job.run(now);
      response.json({ job: job.name, now: now.toISOString(), ...report });
    } catch (err) {
      logger.error(`${job.name} failed`, err);
      response.status(500).json({ error: `${job.name} failed: ${String(err)}` });
    }
  });
}
