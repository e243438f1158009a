/** qualifications, their answer keys, quiz attempts and grants: written only by functions. */
import { collections } from '@groundtruth/domain/collections';
import {
  qualificationAttemptSchema,
  qualificationGrantSchema,
  qualificationKeySchema,
  qualificationSchema,
} from '@groundtruth/domain/qualifications';
import { repository } from './base';

export const qualifications = repository(collections.qualifications, qualificationSchema);
export const qualificationKeys = repository(collections.qualificationKeys, qualificationKeySchema);
export const qualificationAttempts = repository(
  collections.qualificationAttempts,
  qualificationAttemptSchema,
);
export const qualificationGrants = repository(
  collections.qualificationGrants,
  qualificationGrantSchema,
);
