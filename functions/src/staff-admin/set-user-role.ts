/**
 * setUserRole (admin): the role claim, users/{uid}.role and user_roles/{uid} together, then the
 * user's sessions are revoked so the new role applies at their next token. Documents change in
 * the transaction (with its checks: not yourself, never the last admin); the claim follows it,
 * and a retry with the same role re-applies the claim, so a failure between the two heals.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import type { Role } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { someAdmins, userRoles, users } from '../repos/users';

export const setUserRole = callable(callables.setUserRole, async (input, request) => {
  const uid = requireUid(request);
  // Only the roles an admin may give (assignableRoles); a customer belongs to an organisation.
  const { userId } = input;
  const role = input.role as Role;
  const result = await transaction(async (tx) => {
    const admins = await someAdmins(tx);
    const caller = await readCaller(tx, uid, ADMIN);
    if (userId === uid) throw fail.precondition(serverMessages.cannotChangeOwnRole);
    const target = await users.get(tx, userId);
    if (!target) throw fail.notFound(serverMessages.userNotFound);
    if (target.role === role) return { userId, role, changed: false };
    if (target.role === 'admin' && admins.length < 2)
      throw fail.precondition(serverMessages.lastAdmin);
    users.update(tx, userId, { role });
    userRoles.set(tx, userId, { user_id: userId, role });
    writeAudit(tx, caller, 'set_user_role', 'users', userId, { from: target.role, to: role });
    return { userId, role, changed: true };
  });
  const current = await auth().getUser(userId);
  if (current.customClaims?.role !== role) {
    await auth().setCustomUserClaims(userId, { ...current.customClaims, role });
  }
  if (result.changed) await auth().revokeRefreshTokens(userId);
  return result;
});
