/**
 * Identity providers are an interface, as payout providers are (payouts/provider.ts): the
 * functions open a verification session for a creator and get the provider's hosted page; the
 * provider reports the outcome later by signed webhook (identity-webhook.ts), in Stripe
 * Identity's event shape. Production uses Stripe Identity over its REST API; the Functions
 * emulator uses the sandbox, whose page the stack serves (sandbox-page.ts). Anything else is
 * FAILED_PRECONDITION before a state is touched.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/entities';
import { identityMessages } from '@groundtruth/domain/identity-messages';
import { db } from '../core/app';
import { fail } from '../core/errors';
import { httpFunctionUrl } from '../mail/config';
import { stripeSecretKey } from '../payouts/secrets';
import { emulated, IDENTITY_PROVIDER_VARIABLE } from './config';

/** A verification session the provider opened. */
export interface IdentitySession {
  id: string;
  /** The provider's hosted verification page. */
  url: string;
  /** When the provider created it, in seconds (the clock its events are ordered by). */
  created: number;
}

/** The verification session inside a webhook event (`data.object`), as far as it is read. */
export interface SessionObject {
  id: string;
  metadata?: Record<string, string> | null;
  last_error?: { code?: string | null; reason?: string | null } | null;
  verified_outputs?: { first_name?: string | null; last_name?: string | null } | null;
}

export interface IdentityProvider {
  /** Opens a session verifying `userId`, who comes back to `returnUrl` when done. */
  createSession(request: {
    userId: string;
    name: string;
    returnUrl: string;
  }): Promise<IdentitySession>;
  /** The legal name the provider verified in `session`, or null when it gives none. */
  verifiedName(session: SessionObject): Promise<string | null>;
}

/** "First Last" from the provider's verified outputs, whitespace tidied. */
export function nameOf(outputs: SessionObject['verified_outputs']): string | null {
  const name = [outputs?.first_name, outputs?.last_name]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name || null;
}

/** The sandbox's page (sandbox-page.ts), served by the local stack's Functions emulator. */
export function sandboxPageUrl(): string {
  return httpFunctionUrl('identitySandbox', process.env.GROUNDTRUTH_IDENTITY_SANDBOX_URL);
}

/**
 * The local sandbox: no network; a session is a document of sandbox_identity_sessions (which no
 * client reads) that the sandbox page reads to sign its event. The verified name travels in the
 * event itself, as Stripe's does when `verified_outputs` is expanded.
 */
export const sandboxIdentityProvider: IdentityProvider = {
  async createSession({ userId, name, returnUrl }) {
    const id = `vs_sandbox_${randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    await db().collection(collections.sandboxIdentitySessions).doc(id).create({
      user_id: userId,
      name,
      return_url: returnUrl,
      created,
      created_at: FieldValue.serverTimestamp(),
    });
    return { id, url: `${sandboxPageUrl()}?session=${id}`, created };
  },
  verifiedName: (session) => Promise.resolve(nameOf(session.verified_outputs)),
};

const STRIPE_API = 'https://api.stripe.com/v1/identity/verification_sessions';

async function stripe(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${STRIPE_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${stripeSecretKey.value()}`, ...init.headers },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Stripe Identity answered ${response.status} for ${path}`);
  return body;
}

/** Stripe Identity: a document check with a matching selfie; the name read back expanded. */
export const stripeIdentityProvider: IdentityProvider = {
  async createSession({ userId, returnUrl }) {
    const form = new URLSearchParams({
      type: 'document',
      client_reference_id: userId,
      'metadata[user_id]': userId,
      return_url: returnUrl,
      'options[document][require_matching_selfie]': 'true',
    });
    const session = await stripe('', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    return { id: String(session.id), url: String(session.url), created: Number(session.created) };
  },
  async verifiedName(session) {
    const inEvent = nameOf(session.verified_outputs);
    if (inEvent) return inEvent;
    // Webhook events carry the session without its verified outputs unless expanded.
    const full = await stripe(`/${encodeURIComponent(session.id)}?expand[]=verified_outputs`);
    return nameOf(full.verified_outputs as SessionObject['verified_outputs']);
  },
};

/** The configured provider: the sandbox under the emulator, Stripe Identity when named. */
export function identityProvider(): IdentityProvider {
  if (emulated()) return sandboxIdentityProvider;
  if (process.env[IDENTITY_PROVIDER_VARIABLE] === 'stripe') return stripeIdentityProvider;
  console.error(`Identity checks refused: ${IDENTITY_PROVIDER_VARIABLE} names no provider`);
  throw fail.precondition(identityMessages.identityProviderMissing);
}
