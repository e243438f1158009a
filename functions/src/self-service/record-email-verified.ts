/**
 * recordEmailVerified (any signed-in user): after the action page has applied a verification
 * code, copies Auth's verified flag onto users/{uid}.email_verified, the mirror the staff's Users
 * screen reads (clients cannot write users/). Auth's own record is read, never the client's
 * word, so calling it early or twice changes nothing. The change is audited once.
 */
import { callables, type CallableOutput } from '@groundtruth/domain/callable-registry';
import { roles } from '@groundtruth/domain/constants';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid } from '../core/caller';
import { users } from '../repos/users';

export const recordEmailVerified = callable(
  callables.recordEmailVerified,
  async (_input, request) => {
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
