/**
 * Public writes are bounded: joinWaitlist keeps one entry per normalised address and
 * limits each client; createAccount limits each client too. A client is the address Google's
 * front end appends to X-Forwarded-For, which these calls send as production would receive it
 * (the emulator passes the header through); calls without it are the local tools', unlimited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { callables, type AnyCallable } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, anonymousClient, newCreator, PASSWORD, uniqueEmail } from '../testing/clients';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';
import { rateLimits } from '../src/core/rate-limit';
import { waitlistEntryId } from '../src/self-service/join-waitlist';

let clients = 0;
/** A client address of its own for each test (10.x.y.z), so tests share no bucket. */
const newClient = () => `10.${process.pid % 250}.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A callable's answer to a call arriving through the front end from `client`. */
async function callFrom(client: string, entry: AnyCallable, data: unknown) {
  const response = await fetch(
    `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${entry.name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string };
  };
  return body.error
    ? {
        ok: false as const,
        code: body.error.status.toLowerCase().replaceAll('_', '-'),
        message: body.error.message,
      }
    : { ok: true as const, result: body.result };
}

const waitlist = () => admin.db().collection('waitlist');
const entriesFor = async (emails: string[]) =>
  (await Promise.all(emails.map((e) => waitlist().doc(waitlistEntryId(e)).get()))).filter(
    (snap) => snap.exists,
  );

afterAll(async () => {
  // Buckets are the stack's; nothing else reads them, but leave the next suite a clean slate.
  const snap = await admin.db().collection('rate_limits').get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
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
        await callFrom(`203.0.113.${i}, ${client}`, callables.joinWaitlist, {
          email: uniqueEmail('spoof'),
          source: 'waitlist',
        }),
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
