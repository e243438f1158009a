/** identity_checks/{uid}: a creator's identity check, written only by the identity functions. */
import { collections } from '@groundtruth/domain/entities';
import { identityCheckSchema } from '@groundtruth/domain/identity';
import { repository } from './base';

export const identityChecks = repository(collections.identityChecks, identityCheckSchema);
