/** releases/{id}: signed (or pending) releases of people in frame. */
import { collections } from '@groundtruth/domain/entities';
import { releaseSchema } from '@groundtruth/domain/releases';
import { repository } from './base';

export const releases = repository(collections.releases, releaseSchema);
