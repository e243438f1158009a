/**
 * The Functions emulator's workers serve any function (dev-stack/src/stack/
 * functions-shared-workers.mjs): a call takes an idle worker whatever function started it, and
 * runs its own function there, named by the emulator, never by the caller.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';

const base = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`;

/** The emulator's workers for this project now (each a process of its own). */
function workers(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return (
          command.includes('functionsEmulatorRuntime') &&
          environ.includes(`GCLOUD_PROJECT=${PROJECT_ID}`)
        );
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

/** Each call, and what only its own function answers. */
const calls = {
  // The local job runner's list of jobs.
  runJob: async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/runJob`, { headers });
    return { status: response.status, jobs: Array.isArray((await response.json()).jobs) };
  },
  // A callable's refusal of an empty call.
  createAccount: async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/${callables.createAccount.name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ data: {} }),
    });
    return { status: response.status, error: (await response.json()).error?.status };
  },
  // Pages that take GET and POST only.
  identitySandbox: async () => (await fetch(`${base}/identitySandbox`, { method: 'PUT' })).status,
  unsubscribe: async () => (await fetch(`${base}/unsubscribe`, { method: 'PUT' })).status,
};

describe("the Functions emulator's workers", () => {
  it('should run each call’s own function on the workers already started', async () => {
    // A worker is up (the stack's readiness check called a callable).
    expect(await calls.createAccount()).toEqual({ status: 400, error: 'INVALID_ARGUMENT' });
    const before = workers();
    expect(before.length).toBeGreaterThan(0);

    // Four functions, one call at a time: each answers as itself.
    expect(await calls.runJob()).toEqual({ status: 200, jobs: true });
    expect(await calls.identitySandbox()).toBe(405);
    expect(await calls.createAccount()).toEqual({ status: 400, error: 'INVALID_ARGUMENT' });
    expect(await calls.unsubscribe()).toBe(405);
    expect(await calls.runJob()).toEqual({ status: 200, jobs: true });

    // A worker per function would have started one for each page at least (nothing else calls
    // them). One may start if a trigger of another file's writes holds the idle worker meanwhile.
    expect(workers().filter((pid) => !before.includes(pid)).length).toBeLessThanOrEqual(1);
  });

  it("should run the function the emulator routes the call to, whatever the caller's headers say", async () => {
    const naming = (target: string, signature: string) => ({
      'x-groundtruth-function-target': target,
      'x-groundtruth-function-signature': signature,
    });
    expect(await calls.createAccount(naming('runJob', 'http'))).toEqual({
      status: 400,
      error: 'INVALID_ARGUMENT',
    });
    expect(await calls.runJob(naming('createAccount', 'http'))).toEqual({
      status: 200,
      jobs: true,
    });
    expect(await calls.runJob(naming('nothingOfThatName', 'cloudevent'))).toEqual({
      status: 200,
      jobs: true,
    });
  });
});
