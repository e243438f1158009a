/**
 * Who is calling, from an Authorization header, for both emulators (Firestore and Storage):
 * `Bearer owner` (firebase-admin; bypasses rules), an emulator ID token (`Firebase <jwt>` from
 * the web Storage SDK, `Bearer <jwt>` from Firestore's), or nobody.
 *
 * Emulator ID tokens are unsigned (alg none), so they are decoded, never verified, and mock
 * tokens with iat 0 / exp 3600 are accepted, as the official emulators accept them. The uid is
 * `sub`, or `user_id` when `sub` is missing or empty; `request.auth.token` holds every claim,
 * with `sub` and `user_id` both set as in a real Firebase ID token.
 */
import type { RulesAuth } from './rules/api.js';

export type Caller = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

/** Full access: firebase-admin, and Storage's JSON API paths (no credentials reach an emulator). */
export const OWNER: Caller = { kind: 'owner' };

/** A token that cannot be decoded; each API answers it with its own 401. */
export class InvalidTokenError extends Error {}

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
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

export interface CallerOptions {
  /**
   * What a header that is not `Bearer …` / `Firebase …` means: an invalid token (Storage
   * answers 401, the default) or nobody (Firestore treats the request as signed out).
   */
  otherSchemes?: 'invalid' | 'anonymous';
}

/** Reads an Authorization header. Throws InvalidTokenError for a token that cannot be decoded. */
export function callerFromAuthorization(
  header: string | undefined,
  options: CallerOptions = {},
): Caller {
  if (!header) return { kind: 'anonymous' };
  const m = /^\s*(Bearer|Firebase)\s+(.+?)\s*$/i.exec(header);
  if (!m) {
    if (options.otherSchemes === 'anonymous') return { kind: 'anonymous' };
    throw new InvalidTokenError('Unsupported authorization scheme.');
  }
  const value = m[2] as string;
  if (value === 'owner') return OWNER;
  return { kind: 'user', auth: authFromIdToken(value) };
}
