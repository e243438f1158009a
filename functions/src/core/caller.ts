/**
 * Who is calling, checked inside the callable's transaction: the `users/{uid}` document is
 * the truth for status and role (a suspended or demoted user's unexpired ID token still carries
 * the old claim, so the claim alone is not trusted for privileged changes).
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { RECENT_SIGN_IN_MINUTES, type Role } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { fail } from './errors';
import { users } from '../repos/users';

/** The signed-in, active caller of a callable, as written into its audit entry. */
export interface Caller {
  uid: string;
  name: string;
  email: string;
  role: Role;
}

/** The caller's uid, or UNAUTHENTICATED when the request carries no ID token. */
export function requireUid(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (!uid) throw fail.unauthenticated();
  return uid;
}

/**
 * Refuses unless the caller signed in (typed their password) within RECENT_SIGN_IN_MINUTES:
 * where money moves, a session left open on a shared computer is not enough. `auth_time` is
 * the sign-in's time in the ID token, kept across token refreshes.
 */
export function requireRecentSignIn(request: CallableRequest, now = Date.now()): void {
  const authTime = Number(request.auth?.token.auth_time);
  if (!Number.isFinite(authTime) || now - authTime * 1000 > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw fail.recentSignIn();
  }
}

/** Reads the caller in `tx`; PERMISSION_DENIED unless active and in `allowed`. */
export async function readCaller(
  tx: Transaction,
  uid: string,
  allowed: readonly Role[],
): Promise<Caller> {
  const user = await users.get(tx, uid);
  if (!user) throw fail.denied();
  if (user.status === 'deleted') throw fail.denied(serverMessages.accountDeleted);
  if (user.status !== 'active') throw fail.denied(messages.accountSuspended);
  if (!allowed.includes(user.role)) throw fail.denied();
  return { uid, name: user.name, email: user.email, role: user.role };
}

export const CREATOR: readonly Role[] = ['creator'];
export const STAFF: readonly Role[] = ['support', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];

/**
 * PERMISSION_DENIED when `uid` submitted the work: no one decides their own (a review, a second
 * opinion, an appeal, a gold marking), whatever role they hold now.
 */
export function refuseOwnWork(work: { user_id: string }, uid: string): void {
  if (work.user_id === uid) throw fail.denied(serverMessages.ownWorkNotDecidable);
}
