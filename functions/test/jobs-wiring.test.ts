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
import { waitForFunctions } from '../../scripts/stack/wait.mjs';
import { HOST, PORTS, PROJECT_ID } from './support/stack';

const base = `http://${HOST}:${PORTS.functions}`;
const runJobUrl = `${base}/${PROJECT_ID}/us-central1/runJob`;

async function get(query: string) {
  const response = await fetch(`${runJobUrl}${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the jobs in production', () => {
  it.each(jobs.map((job) => [job.name, job] as const))(
    'should export %s as a function run on its schedule',
    (name, job) => {
      const exported = (functions as Record<string, unknown>)[name] as
        { __endpoint?: { scheduleTrigger?: { schedule?: string } } } | undefined;
      expect(exported?.__endpoint?.scheduleTrigger?.schedule).toBe(
        `every ${job.everyMinutes} minutes`,
      );
    },
  );

  it('should not export runJob outside the Functions emulator', () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    expect(functions.runJob).toBeUndefined();
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
    // A clock in the past: nothing is due, so the other suites' documents are left alone.
    const now = '2001-05-01T12:00:00.000Z';
    for (const job of jobs) {
      const { status, body } = await get(`?job=${job.name}&now=${encodeURIComponent(now)}`);
      expect(status).toBe(200);
      expect(body).toEqual({ job: job.name, now, changed: 0, skipped: 0 });
    }
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
