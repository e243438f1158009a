/**
 * Who is calling, checked inside the callable's transaction: the `users/{uid}` document is
 * the truth for status and role (a suspended or demoted user's unexpired ID token still carries
 * the old claim, so the claim alone is not trusted for privileged changes).
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import type { Role } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { fail } from './errors';
import { users } from './repos/users';

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

/** Reads the caller in `tx`; PERMISSION_DENIED unless active and in `allowed`. */
export async function readCaller(
  tx: Transaction,
  uid: string,
  allowed: readonly Role[],
): Promise<Caller> {
  const user = await users.get(tx, uid);
  if (!user) throw fail.denied();
  if (user.status !== 'active') throw fail.denied(messages.accountSuspended);
  if (!allowed.includes(user.role)) throw fail.denied();
  return { uid, name: user.name, email: user.email, role: user.role };
}

export const CREATOR: readonly Role[] = ['creator'];
export const STAFF: readonly Role[] = ['support', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];
