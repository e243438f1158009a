/**
 * Who is calling: `Bearer owner` (admin, bypasses rules), an emulator ID token
 * (`Firebase <jwt>` from the web SDK, or `Bearer <jwt>`), or nobody.
 * Emulator tokens are unsigned (alg none), so they are decoded, never verified; mock tokens with
 * iat 0 / exp 3600 are accepted like the official emulators accept them.
 */
import type { RulesAuth } from '../rules/api.js';

export type Caller = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

/** Full access (firebase-admin, and the JSON API paths, which carry no credentials to an emulator). */
export const OWNER: Caller = { kind: 'owner' };

export class InvalidTokenError extends Error {}

function decodeSegment(segment: string): unknown {
  const json = Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
    'utf8',
  );
  return JSON.parse(json) as unknown;
}

/** Decodes a JWT's payload into request.auth, or throws InvalidTokenError. */
export function authFromIdToken(token: string): RulesAuth {
  const parts = token.split('.');
  if (parts.length < 2) throw new InvalidTokenError('Malformed ID token.');
  let payload: unknown;
  try {
    payload = decodeSegment(parts[1] as string);
  } catch {
    throw new InvalidTokenError('Malformed ID token.');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw new InvalidTokenError('Malformed ID token.');
  const claims = payload as Record<string, unknown>;
  const uid =
    typeof claims.sub === 'string' && claims.sub
      ? claims.sub
      : typeof claims.user_id === 'string'
        ? claims.user_id
        : '';
  if (!uid) throw new InvalidTokenError('ID token has no subject.');
  const token_: Record<string, unknown> = { ...claims };
  if (token_.sub === undefined) token_.sub = uid;
  if (token_.user_id === undefined) token_.user_id = uid;
  return { uid, token: token_ };
}

/** Reads the Authorization header. Throws InvalidTokenError for a token that cannot be decoded. */
export function callerFromHeader(header: string | undefined): Caller {
  if (!header) return { kind: 'anonymous' };
  const m = /^\s*(Bearer|Firebase)\s+(.+?)\s*$/i.exec(header);
  if (!m) throw new InvalidTokenError('Unsupported authorization scheme.');
  const value = m[2] as string;
  if (value === 'owner') return { kind: 'owner' };
  return { kind: 'user', auth: authFromIdToken(value) };
}
