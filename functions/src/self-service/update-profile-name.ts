/**
 * updateProfileName (any active user, for themself): Settings' name. users/{uid} is not
 * client-writable, so the name changes here, with its audit entry, in one transaction; Auth's
 * displayName (what the session shows) follows after it, and a retry with the same name
 * re-applies it. The copies of the name in the person's submissions and payouts follow, page by
 * page (rename-copies.ts), also on a retry, which finishes what an interrupted call left; audit
 * entries keep the name of who acted then, as records must.
 */
import { nameFields } from '@groundtruth/domain/name-search';
import { callables } from '@groundtruth/domain/callable-registry';
import { roles } from '@groundtruth/domain/constants';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid } from '../core/caller';
import { users } from '../repos/users';
import { renameCopies } from './rename-copies';

export const updateProfileName = callable(
  callables.updateProfileName,
  async ({ name }, request) => {
    const uid = requireUid(request);
    const result = await transaction(async (tx) => {
      const caller = await readCaller(tx, uid, roles);
      if (caller.name === name) return { name, changed: false };
      users.update(tx, uid, nameFields(name));
      writeAudit(tx, caller, 'update_profile_name', 'users', uid, { from: caller.name, to: name });
      return { name, changed: true };
    });
    await auth().updateUser(uid, { displayName: name });
    await renameCopies(uid);
    return result;
  },
);
