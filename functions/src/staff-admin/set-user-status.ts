/**
 * setUserStatus (admin): suspend disables the Auth account and revokes its sessions
 * (docs/architecture.md, Security); activate restores it. The document changes in the transaction
 * with its audit entry; Auth follows, and a retry with the same status re-applies it.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { users } from '../repos/users';

export const setUserStatus = callable(
  callables.setUserStatus,
  async ({ userId, status }, request) => {
    const uid = requireUid(request);
    const result = await transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      if (userId === uid) throw fail.precondition(serverMessages.cannotChangeOwnStatus);
      const target = await users.get(tx, userId);
      if (!target) throw fail.notFound(serverMessages.userNotFound);
      if (target.status === 'deleted') throw fail.precondition(serverMessages.accountDeleted);
      if (target.status === status) return { userId, status, changed: false };
      users.update(tx, userId, { status });
      writeAudit(tx, caller, 'set_user_status', 'users', userId, {
        from: target.status,
        to: status,
      });
      return { userId, status, changed: true };
    });
    const suspended = status === 'suspended';
    await auth().updateUser(userId, { disabled: suspended });
    if (suspended) await auth().revokeRefreshTokens(userId);
    return result;
  },
);
