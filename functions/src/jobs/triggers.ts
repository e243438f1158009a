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
 *
 * It changes state without credentials, so it answers only the launcher, the tests and local
 * tools (a plain GET), never a web page: 403 outside the emulator (checked here too, not only
 * by index.ts), and 403 to a request carrying an `Origin` or a `Sec-Fetch-Site` other than
 * `none`/`same-origin` — what a browser adds to anything a page sends, a form or an image
 * included. 405 to anything but GET.
 */
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { jobNamed, jobs } from './index';
import type { Job } from './job';

/** The headers runJob reads to tell a tool from a web page. */
interface JobRequest {
  method: string;
  get(name: string): string | undefined;
}

/** Why runJob refuses `request`, or null when it comes from a local tool. */
export function jobRequestRefusal(request: JobRequest): { status: number; error: string } | null {
  if (process.env.FUNCTIONS_EMULATOR !== 'true')
    return { status: 403, error: 'runJob runs only inside the Functions emulator' };
  if (request.method !== 'GET') return { status: 405, error: 'runJob answers GET only' };
  const origin = request.get('origin');
  if (origin !== undefined)
    return { status: 403, error: `runJob refuses requests from web pages (Origin: ${origin})` };
  const site = request.get('sec-fetch-site');
  if (site !== undefined && site !== 'none' && site !== 'same-origin')
    return {
      status: 403,
      error: `runJob refuses requests from web pages (Sec-Fetch-Site: ${site})`,
    };
  return null;
}

/**
 * The Cloud Scheduler schedule of `job`: `every N minutes`, or `every N hours` for a cadence of
 * whole hours longer than one (a daily job is `every 24 hours`, the form Google documents).
 */
export function scheduleOf(job: Pick<Job, 'everyMinutes'>): string {
  const { everyMinutes: minutes } = job;
  return minutes > 60 && minutes % 60 === 0
    ? `every ${minutes / 60} hours`
    : `every ${minutes} minutes`;
}

/**
 * `job` as a scheduled Cloud Function, run every `everyMinutes` with the clock of the run;
 * `options` adds what one job needs beyond its own secrets (deliverMail's SMTP secret,
 * exportDatasets' longer timeout).
 */
export function scheduled(
  job: Job,
  options: Pick<ScheduleOptions, 'secrets' | 'timeoutSeconds' | 'memory'> = {},
) {
  return onSchedule(
    {
      schedule: scheduleOf(job),
      timeZone: 'Etc/UTC',
      retryCount: 0,
      ...(job.secrets ? { secrets: [...job.secrets] } : {}),
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
    const refusal = jobRequestRefusal(request);
    if (refusal) {
      response.status(refusal.status).json({ error: refusal.error });
      return;
    }
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
