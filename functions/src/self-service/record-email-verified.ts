/**
 * recordEmailVerified: after the action page has applied a verification code, copies Auth's
 * verified flag onto users/{uid}.email_verified, the mirror the staff's Users screen reads
 * (clients cannot write users/). Without an address, for the caller's own account; with one (the
 * link opened where nobody, or somebody else, is signed in), for the account of that address. Auth's own record is read, never
 * the client's word, so calling it early, twice or for someone else changes nothing untrue; a
 * call with an address is rate-limited per client and learns nothing about it. The change is
 * audited once.
 */
import { callables, type CallableOutput } from '@groundtruth/domain/callable-registry';
import { roles } from '@groundtruth/domain/constants';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid } from '../core/caller';
import { clientKey, takeTokenNow } from '../core/rate-limit';
import { users } from '../repos/users';

/** Auth's account of `email`, or null when there is none (or Auth takes it for no address). */
async function authUserByEmail(email: string) {
  try {
    return await auth().getUserByEmail(email);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
    throw err;
  }
}

/**
 * Copies the flag for the account of `email` (the page was opened where nobody, or somebody else,
 * is signed in): the mirror follows Auth, and the answer says nothing about the address.
 */
async function recordForAddress(
  email: string,
  request: Parameters<typeof clientKey>[0],
): Promise<CallableOutput<typeof callables.recordEmailVerified>> {
  await takeTokenNow('recordEmailVerified', clientKey(request));
  const user = await authUserByEmail(email);
  if (user?.emailVerified === true) {
    await transaction(async (tx) => {
      const current = await users.get(tx, user.uid);
      if (!current || current.status === 'deleted' || current.email_verified === true) return;
      users.update(tx, user.uid, { email_verified: true });
      writeAudit(
        tx,
        { uid: user.uid, name: current.name, email: current.email },
        'verify_email',
        'users',
        user.uid,
      );
    });
  }
  return { verified: false, changed: false };
}

export const recordEmailVerified = callable(
  callables.recordEmailVerified,
  async ({ email }, request) => {
    if (email) return recordForAddress(email, request);
    const uid = requireUid(request);
    const verified = (await auth().getUser(uid)).emailVerified === true;
    return transaction(
      async (tx): Promise<CallableOutput<typeof callables.recordEmailVerified>> => {
        const caller = await readCaller(tx, uid, roles);
        const current = await users.get(tx, uid);
        if (!verified || current?.email_verified === true) return { verified, changed: false };
        users.update(tx, uid, { email_verified: true });
        writeAudit(tx, caller, 'verify_email', 'users', uid);
        return { verified, changed: true };
      },
    );
  },
);
