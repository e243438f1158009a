/**
 * Public writes are bounded: joinWaitlist keeps one entry per normalised address and
 * limits each client; createAccount limits each client too. A client is the address Google's
 * front end appends to X-Forwarded-For; the Functions emulator appends the caller's peer address
 * the same way (dev-stack/src/stack/firebase-tools-preload.mjs), so these calls come from
 * loopback addresses of their own (127.x.y.z), one per client, as visitors would from theirs.
 * Only a local tool sending the stack's secret (LOCAL_TOOL_HEADER) is unlimited, and only in the
 * emulator: the test helpers of testing/clients.ts send it, these calls do not.
 */
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callables, type AnyCallable } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import {
  admin,
  anonymousClient,
  newCreator,
  PASSWORD,
  SIGNUP_CONSENT,
  uniqueEmail,
} from '../testing/clients';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';
import {
  clientKey,
  LOCAL_TOOL_HEADER,
  LOCAL_TOOL_SECRET_ENV,
  rateLimits,
} from '../src/core/rate-limit';
import { waitlistEntryId } from '../src/self-service/join-waitlist';

let clients = 0;
/**
 * A loopback address of its own for each client (127.x.y.z, never 127.0.0.1), so tests share no
 * bucket with each other or with the helpers' calls.
 */
const newClient = () =>
  `127.${1 + (process.pid % 200)}.${Math.floor(++clients / 250)}.${1 + (clients % 250)}`;

/** The local stack's secret, which the test helpers send (testing/global-setup.ts). */
const localToolSecret = () => process.env[LOCAL_TOOL_SECRET_ENV] ?? '';

interface Sender {
  /** The address the call leaves from (a loopback address); 127.0.0.1 unless given. */
  from?: string;
  /** An X-Forwarded-For the client writes itself. */
  forwardedFor?: string;
  /** The local-tool header's value, if any. */
  localTool?: string;
}

/** A callable's answer to a call arriving from `from`, as a browser's or a script's would. */
function call(entry: AnyCallable, data: unknown, { from, forwardedFor, localTool }: Sender = {}) {
  const body = JSON.stringify({ data });
  return new Promise<{ ok: true; result: unknown } | { ok: false; code: string; message: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: HOST,
          port: PORTS.functions,
          path: `/${PROJECT_ID}/us-central1/${entry.name}`,
          method: 'POST',
          localAddress: from,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
            ...(localTool === undefined ? {} : { [LOCAL_TOOL_HEADER]: localTool }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              const answer = JSON.parse(text) as {
                result?: unknown;
                error?: { status: string; message: string };
              };
              resolve(
                answer.error
                  ? {
                      ok: false,
                      code: answer.error.status.toLowerCase().replaceAll('_', '-'),
                      message: answer.error.message,
                    }
                  : { ok: true, result: answer.result },
              );
            } catch {
              reject(
                new Error(`${entry.name} answered ${response.statusCode}: ${text.slice(0, 200)}`),
              );
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}

/** A call from the client at `client`'s own address. */
const callFrom = (client: string, entry: AnyCallable, data: unknown) =>
  call(entry, data, { from: client });

const waitlist = () => admin.db().collection('waitlist');
const entriesFor = async (emails: string[]) =>
  (await Promise.all(emails.map((e) => waitlist().doc(waitlistEntryId(e)).get()))).filter(
    (snap) => snap.exists,
  );

describe('a visitor on the local stack', () => {
  it(`should meet ${callables.joinWaitlist.name}'s limit calling from 127.0.0.1 with no forwarded address, and a local tool should not`, async () => {
    const { capacity } = rateLimits.joinWaitlist;
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await call(callables.joinWaitlist, { email: uniqueEmail('local'), source: 'waitlist' }),
      );
    }
    expect(answers.slice(0, capacity).every((a) => a.ok)).toBe(true);
    for (const refused of answers.slice(capacity)) {
      expect(refused).toEqual({
        ok: false,
        code: 'resource-exhausted',
        message: serverMessages.tooManyAttempts,
      });
    }

    // From the same address, a local tool with the stack's secret is not held back.
    const tool = [];
    for (let i = 0; i < capacity + 3; i++) {
      tool.push(
        await call(
          callables.joinWaitlist,
          { email: uniqueEmail('tool'), source: 'waitlist' },
          { localTool: localToolSecret() },
        ),
      );
    }
    expect(tool.every((a) => a.ok)).toBe(true);

    // A guessed secret is no exemption.
    expect(
      await call(
        callables.joinWaitlist,
        { email: uniqueEmail('guess'), source: 'waitlist' },
        { localTool: 'x'.repeat(localToolSecret().length) },
      ),
    ).toMatchObject({ ok: false, code: 'resource-exhausted' });
  });
});

describe(clientKey.name, () => {
  const SECRET = 'a-local-stack-secret-0123456789';
  const requestWith = (headers: Record<string, string>, ip = '198.51.100.7') =>
    ({ rawRequest: { headers, ip } }) as unknown as Parameters<typeof clientKey>[0];

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should ignore the local-tool header outside the Functions emulator', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv(LOCAL_TOOL_SECRET_ENV, SECRET);
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: SECRET }))).toBe('198.51.100.7');
    expect(
      clientKey(
        requestWith({ [LOCAL_TOOL_HEADER]: SECRET, 'x-forwarded-for': '10.1.1.1, 203.0.113.9' }),
      ),
    ).toBe('203.0.113.9');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'false');
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: SECRET }))).toBe('198.51.100.7');
  });

  it("should exempt only the stack's own secret inside the Functions emulator", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv(LOCAL_TOOL_SECRET_ENV, SECRET);
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: SECRET }))).toBeNull();
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: `${SECRET}x` }))).toBe('198.51.100.7');
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: '' }))).toBe('198.51.100.7');
    // No secret given to the emulator, or one too short to be one: nothing is exempt.
    vi.stubEnv(LOCAL_TOOL_SECRET_ENV, '');
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: '' }))).toBe('198.51.100.7');
    vi.stubEnv(LOCAL_TOOL_SECRET_ENV, 'short');
    expect(clientKey(requestWith({ [LOCAL_TOOL_HEADER]: 'short' }))).toBe('198.51.100.7');
  });

  it('should key a call with no forwarded address by its peer, inside the emulator too', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv(LOCAL_TOOL_SECRET_ENV, SECRET);
    expect(clientKey(requestWith({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientKey(requestWith({}, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientKey(requestWith({}, '2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
  });
});

describe(callables.joinWaitlist.name, () => {
  it('should store the same address sent 50 times, in any spelling, as one entry', async () => {
    const email = uniqueEmail('same');
    const spellings = [email, email.toUpperCase(), `  ${email}  `];
    const answers = [];
    for (let i = 0; i < 50; i++) {
      answers.push(
        await callFrom(newClient(), callables.joinWaitlist, {
          email: spellings[i % spellings.length],
          source: i % 2 ? 'exit_intent' : 'waitlist',
        }),
      );
    }
    expect(answers.every((a) => a.ok && (a.result as { received: boolean }).received)).toBe(true);
    const stored = await waitlist().where('email', '==', email.toLowerCase()).get();
    expect(stored.docs.map((d) => d.id)).toEqual([waitlistEntryId(email)]);
    expect(stored.docs[0]?.data()).toMatchObject({
      email: email.toLowerCase(),
      source: 'waitlist',
    });
  });

  it(`should take ${rateLimits.joinWaitlist.capacity} addresses a minute from one client, then refuse with the message`, async () => {
    const client = newClient();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('burst'));
    const answers = [];
    for (const email of emails) {
      answers.push(await callFrom(client, callables.joinWaitlist, { email, source: 'waitlist' }));
    }
    const { capacity } = rateLimits.joinWaitlist;
    expect(answers.slice(0, capacity).every((a) => a.ok)).toBe(true);
    for (const refused of answers.slice(capacity)) {
      expect(refused).toEqual({
        ok: false,
        code: 'resource-exhausted',
        message: serverMessages.tooManyAttempts,
      });
    }
    expect(await entriesFor(emails)).toHaveLength(capacity);

    // Another client is not held back by this one.
    const other = await callFrom(newClient(), callables.joinWaitlist, {
      email: uniqueEmail('other'),
      source: 'waitlist',
    });
    expect(other.ok).toBe(true);
  });

  it('should not let a client escape its limit by sending its own X-Forwarded-For', async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < rateLimits.joinWaitlist.capacity + 2; i++) {
      answers.push(
        await call(
          callables.joinWaitlist,
          { email: uniqueEmail('spoof'), source: 'waitlist' },
          { from: client, forwardedFor: `203.0.113.${i}` },
        ),
      );
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(rateLimits.joinWaitlist.capacity);
  });

  it('should give one client its tokens once under concurrent sends', async () => {
    const client = newClient();
    const { capacity, windowMs } = rateLimits.joinWaitlist;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: capacity + 3 }, () =>
        callFrom(client, callables.joinWaitlist, {
          email: uniqueEmail('race'),
          source: 'waitlist',
        }),
      ),
    );
    // The emulator starts a worker per concurrent call, which takes seconds: the bucket refills
    // meanwhile, by one token per windowMs / capacity.
    const refilled = Math.floor(((Date.now() - started) * capacity) / windowMs);
    const sent = answers.filter((a) => a.ok).length;
    expect(sent).toBeGreaterThanOrEqual(capacity);
    expect(sent).toBeLessThanOrEqual(capacity + refilled);
    expect(answers.filter((a) => !a.ok).every((a) => a.code === 'resource-exhausted')).toBe(true);
  });

  it('should allow anyone, signed in or out, and refuse invalid input naming the field', async () => {
    const creator = await newCreator('waitlister');
    expect(
      await creator.call(callables.joinWaitlist, { email: creator.email, source: 'waitlist' }),
    ).toEqual({ received: true });
    expect(
      await anonymousClient().call(callables.joinWaitlist, {
        email: uniqueEmail('anon'),
        source: 'exit_intent',
      }),
    ).toEqual({ received: true });
    const anon = anonymousClient();
    expect(
      await anon.callError(callables.joinWaitlist, { email: 'nope', source: 'waitlist' }),
    ).toMatchObject({ code: 'invalid-argument', message: 'email: must be an e-mail address' });
    expect(
      await anon.callRawError(callables.joinWaitlist, { email: 'a@b.co', source: 'ads' }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^source: /) });
    expect(
      await anon.callRawError(callables.joinWaitlist, {
        email: 'a@b.co',
        source: 'waitlist',
        created_at: 1,
      }),
    ).toMatchObject({ code: 'invalid-argument', message: 'input: unknown field "created_at"' });
  });
});

describe(`${callables.createAccount.name} per client`, () => {
  it(`should create ${rateLimits.createAccount.capacity} accounts from one client, then refuse with the message and create nothing`, async () => {
    const client = newClient();
    const account = (email: string) => ({
      name: 'Lim Itt',
      email,
      password: PASSWORD,
      chosenPaths: ['video'],
      ...SIGNUP_CONSENT,
    });
    const { capacity } = rateLimits.createAccount;
    for (let i = 0; i < capacity; i++) {
      expect(
        await callFrom(client, callables.createAccount, account(uniqueEmail('many'))),
      ).toMatchObject({ ok: true });
    }
    const refusedEmail = uniqueEmail('one-too-many');
    expect(await callFrom(client, callables.createAccount, account(refusedEmail))).toEqual({
      ok: false,
      code: 'resource-exhausted',
      message: serverMessages.tooManyAttempts,
    });
    await expect(admin.auth().getUserByEmail(refusedEmail)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    // Another client signs up as usual.
    expect(
      await callFrom(newClient(), callables.createAccount, account(uniqueEmail('next'))),
    ).toMatchObject({ ok: true });
  });
});
