/**
 * How the jobs are started (functions/src/jobs/triggers.ts): each job of the registry is a
 * scheduled function of index.ts under its name; inside the Functions emulator, which fires no
 * schedules, the HTTP function runJob runs them by name (with an optional clock), and the
 * stack's wait and warm-up, which keep to callables, pass them by.
 */
import { describe, expect, it } from 'vitest';
import { allCallables } from '@groundtruth/domain/callable-registry';
import * as functions from '../src/index';
import { jobs } from '../src/jobs';
import { jobRequestRefusal } from '../src/jobs/triggers';
import { waitForFunctions } from '@groundtruth/dev-stack/wait';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';

const base = `http://${HOST}:${PORTS.functions}`;
const runJobUrl = `${base}/${PROJECT_ID}/us-central1/runJob`;

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${runJobUrl}${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the jobs in production', () => {
  it.each(jobs.map((job) => [job.name, job] as const))(
    'should export %s as a function run on its schedule',
    (name, job) => {
      const exported = (functions as Record<string, unknown>)[name] as
        { __endpoint?: { scheduleTrigger?: { schedule?: string } } } | undefined;
      // Whole hours past one are written in hours (recountCounterStats: every 24 hours).
      const hours = job.everyMinutes > 60 && job.everyMinutes % 60 === 0;
      expect(exported?.__endpoint?.scheduleTrigger?.schedule).toBe(
        hours ? `every ${job.everyMinutes / 60} hours` : `every ${job.everyMinutes} minutes`,
      );
    },
  );

  it('should not export runJob outside the Functions emulator', () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    expect(functions.runJob).toBeUndefined();
  });

  it("should not export the identity provider's sandbox page outside the Functions emulator", () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    expect(functions.identitySandbox).toBeUndefined();
    expect(typeof functions.identityWebhook).toBe('function');
    // The order payment provider's sandbox page, alike (orders/sandbox-page.ts).
    expect(functions.orderPaymentSandbox).toBeUndefined();
    expect(typeof functions.orderPaymentWebhook).toBe('function');
  });

  it('should refuse, inside the handler too, to run a job outside the Functions emulator', () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    const plainGet = { method: 'GET', get: () => undefined };
    expect(jobRequestRefusal(plainGet)).toEqual({
      status: 403,
      error: 'runJob runs only inside the Functions emulator',
    });
  });
});

describe('the jobs in the Functions emulator', () => {
  it("should leave them out of the stack's callables, which are all there", async () => {
    const urls = await waitForFunctions(base, PROJECT_ID, { timeoutMs: 30_000 });
    const names = urls.map((url: string) => url.slice(url.lastIndexOf('/') + 1)).sort();
    expect(names).toEqual(allCallables.map((entry) => entry.name).sort());
  });

  it('should list the jobs with their cadence', async () => {
    expect(await get('')).toEqual({
      status: 200,
      body: {
        jobs: jobs.map(({ name, everyMinutes, localEverySeconds }) => ({
          name,
          everyMinutes,
          ...(localEverySeconds ? { localEverySeconds } : {}),
        })),
      },
    });
  });

  it('should run a job by name at the clock given, and answer its report', async () => {
    // A clock in the past: nothing is due, so nothing changes — except by recountCounterStats,
    // which recounts the counters whatever the clock.
    const now = '2001-05-01T12:00:00.000Z';
    for (const job of jobs) {
      const { status, body } = await get(`?job=${job.name}&now=${encodeURIComponent(now)}`);
      expect(status).toBe(200);
      const clockless = job.name === 'recountCounterStats';
      expect(body).toEqual({
        job: job.name,
        now,
        changed: clockless ? expect.any(Number) : 0,
        skipped: clockless ? expect.any(Number) : 0,
      });
    }
  });

  it('should refuse what a web page could send, and run the job for a plain local GET', async () => {
    // A clock in the past: nothing is due, so a run that slipped through would change nothing
    // either; the answer is what tells a refusal from a run.
    const query = `?job=${jobs[0]!.name}&now=${encodeURIComponent('2001-05-01T12:00:00.000Z')}`;
    expect(await get(query, { origin: 'https://attacker.example' })).toEqual({
      status: 403,
      body: { error: 'runJob refuses requests from web pages (Origin: https://attacker.example)' },
    });
    expect(await get(query, { origin: 'http://localhost:3000' })).toMatchObject({ status: 403 });
    for (const site of ['cross-site', 'same-site']) {
      expect(await get(query, { 'sec-fetch-site': site })).toEqual({
        status: 403,
        body: { error: `runJob refuses requests from web pages (Sec-Fetch-Site: ${site})` },
      });
    }
    for (const site of ['none', 'same-origin']) {
      expect(await get(query, { 'sec-fetch-site': site })).toMatchObject({
        status: 200,
        body: { job: jobs[0]!.name, changed: 0 },
      });
    }
    const posted = await fetch(`${runJobUrl}${query}`, { method: 'POST' });
    expect(posted.status).toBe(405);
  });

  it('should refuse an unknown job and a clock that is not an ISO date', async () => {
    expect(await get('?job=nope')).toMatchObject({
      status: 404,
      body: { error: expect.stringContaining(jobs.map((j) => j.name).join(', ')) },
    });
    expect(await get(`?job=${jobs[0]!.name}&now=tomorrow`)).toEqual({
      status: 400,
      body: { error: 'now: must be an ISO 8601 date and time' },
    });
  });
});
