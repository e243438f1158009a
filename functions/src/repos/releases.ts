/** releases/{id}: signed (or pending) releases of people in frame. */
import { collections } from '@groundtruth/domain/entities';
import { releaseSchema } from '@groundtruth/domain/release-document';
import { repository } from './base';

export const releases = repository(collections.releases, releaseSchema);
