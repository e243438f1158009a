/** users/{uid}, user_roles/{uid} and creator_profiles/{uid}: written only by functions. */
import type { Transaction } from 'firebase-admin/firestore';
import {
  collections,
  creatorProfileSchema,
  userRoleSchema,
  userSchema,
} from '@groundtruth/domain/entities';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { adminQuery, repository } from './base';

export const users = repository(collections.users, userSchema);
export const userRoles = repository(collections.userRoles, userRoleSchema);
export const creatorProfiles = repository(collections.creatorProfiles, creatorProfileSchema);

/**
 * Up to two admins' user_roles (locking them): enough to tell whether one is the last.
 * Read first in role and status changes, so concurrent changes queue in one order.
 */
export function someAdmins(tx: Transaction) {
  return userRoles.query(tx, adminQuery(serverQueries.someAdmins()));
}
