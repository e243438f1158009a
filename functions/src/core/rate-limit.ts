/**
 * Per-client limits of the public callables (docs/architecture.md, Security): a token bucket per
 * client key and callable in rate_limits/{scope}_{hash of the key}, read and updated in a Firestore
 * transaction, so concurrent calls from one client cannot both take the last token. A bucket holds
 * `capacity` tokens and regains `capacity` every `windowMs`; a call takes one, and a call finding
 * none is answered RESOURCE_EXHAUSTED with serverMessages.tooManyAttempts, never INTERNAL. A refused call
 * writes nothing. Each bucket carries `expires_at` (when it is full again), for a Firestore TTL
 * policy on rate_limits to delete idle ones.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { collections } from '@groundtruth/domain/collections';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { db } from './app';
import { fail } from './errors';

export interface RateLimit {
  /** Calls a client may make at once. */
  capacity: number;
  /** Time in which an empty bucket fills up again, in milliseconds. */
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits, per callable. The tests read them, so a change here is a change there. */
export const rateLimits = {
  /** A handful of addresses a minute: a person joins once, maybe fixes a typo. */
  joinWaitlist: { capacity: 5, windowMs: MINUTE },
  /** Ten accounts an hour from one address: a family or a class behind one router still fits. */
  createAccount: { capacity: 10, windowMs: 60 * MINUTE },
  /** A signed-out verification page asks once per link opened. */
  recordEmailVerified: { capacity: 10, windowMs: 60 * MINUTE },
  /**
   * A creator's messages (startThread, postMessage), keyed by `uid:{uid}`: ten in a row, then
   * one a minute. A person typing replies stays well inside; a script filling support's inbox
   * does not. Staff are not limited.
   */
  creatorMessages: { capacity: 10, windowMs: 10 * MINUTE },
  /**
   * A creator's verification codes (verifyPayoutAccount), keyed by `uid:{uid}`: ten tries an
   * hour over all their payment methods, beside the five wrong codes that void one code.
   */
  payoutVerifications: { capacity: 10, windowMs: 60 * MINUTE },
  /** New codes for one payment method (sendPayoutVerificationCode), keyed by `account:{id}`. */
  payoutVerificationCodes: { capacity: 3, windowMs: 60 * MINUTE },
  /**
   * A creator's releases signed in person (signReleaseInPerson), keyed by `uid:{uid}`: each
   * e-mails its signer a copy from the product's address, to an address the creator typed.
   * Twenty an hour covers a crowd signing one after another; sixty a day bounds a script.
   */
  releaseSignaturesHourly: { capacity: 20, windowMs: 60 * MINUTE },
  releaseSignaturesDaily: { capacity: 60, windowMs: 24 * 60 * MINUTE },
  /**
   * A creator's release requests (requestRelease), keyed by `uid:{uid}`: each e-mails someone
   * outside the product from its address. Ten an hour covers a crowded scene; thirty a day (the
   * next bucket) keeps a script from turning the product into a mailer.
   */
  releaseRequestsHourly: { capacity: 10, windowMs: 60 * MINUTE },
  releaseRequestsDaily: { capacity: 30, windowMs: 24 * 60 * MINUTE },
  /**
   * A creator's identity checks (startIdentityCheck), keyed by `uid:{uid}`: each opens a session
   * the provider charges for. Five an hour covers a retry after a blurry photo or two; a script
   * opening sessions in a loop does not get far.
   */
  identityChecks: { capacity: 5, windowMs: 60 * MINUTE },
  /**
   * A customer invitation's page (readCustomerInvitation) reads its link on every load: thirty
   * an hour covers reloads and a few colleagues behind one router; a token is never guessed.
   */
  readCustomerInvitation: { capacity: 30, windowMs: 60 * MINUTE },
  /** Accounts made through invitation links (acceptCustomerInvitation), as createAccount's. */
  acceptCustomerInvitation: { capacity: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitScope = keyof typeof rateLimits;

/** An IPv6 address by its /64 network: one subscriber can take any address inside it. */
function networkOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The header the local tools (seed, journeys, test helpers, benches) send to be exempt from the
 * limits, carrying the secret the local stack gave the Functions emulator in
 * LOCAL_TOOL_SECRET_ENV. Honoured only inside the Functions emulator (FUNCTIONS_EMULATOR is
 * 'true'): in production neither the variable nor the header counts. Tools name them in
 * dev-stack/src/stack/local-tool.mjs.
 */
export const LOCAL_TOOL_HEADER = 'x-groundtruth-local-tool';
export const LOCAL_TOOL_SECRET_ENV = 'GROUNDTRUTH_LOCAL_TOOL_SECRET';

/** Whether the call carries the local stack's tool secret, inside the Functions emulator. */
function isLocalTool(headers: Record<string, string | string[] | undefined>): boolean {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return false;
  const secret = process.env[LOCAL_TOOL_SECRET_ENV] ?? '';
  const sent = headers[LOCAL_TOOL_HEADER];
  if (secret.length < 16 || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who is calling, as far as the platform vouches for it: the address Google's front end appended
 * last to X-Forwarded-For (entries before it are whatever the client sent, so never those), else
 * the socket's peer. The local stack's Functions emulator appends the peer the same way
 * (dev-stack/src/stack/firebase-tools-preload.mjs), so a browser on `npm start` is keyed by its
 * address and meets the limits a visitor meets. Null, taking no token, only for a local tool
 * sending LOCAL_TOOL_HEADER with the stack's secret inside the emulator.
 */
export function clientKey(request: Pick<CallableRequest, 'rawRequest'>): string | null {
  const { headers } = request.rawRequest;
  if (isLocalTool(headers)) return null;
  const forwarded = headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = list.at(-1);
  if (last) return networkOf(last);
  const peer = request.rawRequest.ip ?? request.rawRequest.socket?.remoteAddress;
  return peer ? networkOf(peer) : 'unknown';
}

/** The id of the bucket of `scope` for `key`: the key is hashed, so no address is stored. */
export function bucketId(scope: RateLimitScope, key: string): string {
  return `${scope}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

function bucketRef(scope: RateLimitScope, key: string) {
  return db().collection(collections.rateLimits).doc(bucketId(scope, key));
}

/** What a refused call is told, given how long until the bucket holds a token again. */
export type Refusal = (waitMs: number) => string;

/** One bucket a call takes a token from: its scope, its key, and what a refusal says. */
export interface TokenTake {
  scope: RateLimitScope;
  key: string;
  refusal: Refusal;
}

/**
 * Takes one token from each bucket of `takes` in `tx`, or none when any is empty: then it throws
 * RESOURCE_EXHAUSTED with the words of the bucket that stays empty longest, so the time it names
 * is when a call fits every limit again. It reads every bucket and then writes them, so call it
 * after the transaction's other reads.
 */
export async function takeTokens(
  tx: Transaction,
  takes: readonly TokenTake[],
  now = Date.now(),
): Promise<void> {
  const refs = takes.map(({ scope, key }) => bucketRef(scope, key));
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const buckets = takes.map(({ scope, refusal }, i) => {
    const { capacity, windowMs } = rateLimits[scope];
    const snap = snaps[i]!;
    const stored = snap.exists ? (snap.data() as { tokens?: unknown; updated_at?: unknown }) : {};
    const updated = stored.updated_at instanceof Timestamp ? stored.updated_at.toMillis() : now;
    const before = typeof stored.tokens === 'number' ? stored.tokens : capacity;
    const elapsed = Math.max(0, now - updated);
    const tokens = Math.min(capacity, before + (elapsed * capacity) / windowMs);
    return { scope, refusal, capacity, windowMs, tokens, ref: refs[i]! };
  });
  const empty = buckets
    .filter((bucket) => bucket.tokens < 1)
    .map((bucket) => ({
      ...bucket,
      waitMs: ((1 - bucket.tokens) * bucket.windowMs) / bucket.capacity,
    }))
    .sort((a, b) => b.waitMs - a.waitMs)[0];
  if (empty) throw fail.exhausted(empty.refusal(empty.waitMs));
  for (const { scope, capacity, windowMs, tokens, ref } of buckets) {
    const left = tokens - 1;
    tx.set(ref, {
      scope,
      tokens: left,
      updated_at: Timestamp.fromMillis(now),
      expires_at: Timestamp.fromMillis(now + Math.ceil(((capacity - left) * windowMs) / capacity)),
    });
  }
}

/**
 * Takes one token of `scope` for `key` in `tx`, or throws RESOURCE_EXHAUSTED when there is none,
 * with `refusal`'s words (serverMessages.tooManyAttempts unless given). A null key (a local tool
 * under the emulator, see clientKey) takes nothing. It reads and then writes, so call it after
 * the transaction's other reads.
 */
export function takeToken(
  tx: Transaction,
  scope: RateLimitScope,
  key: string | null,
  now = Date.now(),
  refusal: Refusal = () => serverMessages.tooManyAttempts,
): Promise<void> {
  if (key === null) return Promise.resolve();
  return takeTokens(tx, [{ scope, key, refusal }], now);
}

/** `takeToken` in a transaction of its own, for a callable whose work is not one transaction. */
export function takeTokenNow(scope: RateLimitScope, key: string | null): Promise<void> {
  return db().runTransaction((tx) => takeToken(tx, scope, key), { maxAttempts: 20 });
}
