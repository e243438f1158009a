/**
 * Who is calling the Firebase API (`/v0`), as the official Storage emulator reads it: `Bearer
 * owner` / `Firebase owner` is the admin; an emulator ID token gives request.auth; no header,
 * and an unreadable or unknown token or scheme, is a signed-out caller whom the rules judge
 * (firebase-tools' storage rules runtime decodes the bearer with `jwt.decode` and makes
 * request.auth null when that fails). Admin-only calls answer 403 "Missing admin credentials."
 */
import type http from 'node:http';
import {
  callerFromAuthorization,
  InvalidTokenError,
  OWNER,
  type Caller,
} from '../../auth-token.js';
import { header } from '../http.js';

/** The official emulator's answer to a non-admin on an admin-only call (download tokens). */
export const MISSING_ADMIN = 'Missing admin credentials.';

/** An Authorization header as the Storage rules see it; never throws. */
export function callerOf(authorization: string | undefined): Caller {
  try {
    return callerFromAuthorization(authorization);
  } catch (err) {
    if (err instanceof InvalidTokenError) return { kind: 'anonymous' };
    throw err;
  }
}

/** The caller of a `/v0` request. */
export function storageCaller(req: http.IncomingMessage): Caller {
  // @google-cloud/storage (firebase-admin) sends no credentials to an emulator host; in
  // production it would carry the service account's, which bypass rules.
  const adminClient =
    !header(req, 'authorization') && /\bgccl\//.test(header(req, 'x-goog-api-client') ?? '');
  return adminClient ? OWNER : callerOf(header(req, 'authorization'));
}
