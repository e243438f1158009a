/**
 * gold_items/{goldId} (a pending-looking copy of a reviewed submission), gold_keys/{goldId} (its
 * expected answer, functions only) and gold_checks/{goldId}_{reviewerUid} (each reviewer's check).
 */
import { createHash } from 'node:crypto';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { goldCheckSchema, goldKeySchema } from '@groundtruth/domain/gold';
import { repository } from './base';

export const goldItems = repository(collections.goldItems, submissionSchema);
export const goldKeys = repository(collections.goldKeys, goldKeySchema);
export const goldChecks = repository(collections.goldChecks, goldCheckSchema);

/**
 * The gold item id of submission `submissionId`: derived, so one submission makes at most one gold
 * item, and without "_", which every submission id has ({task}_{user}_{n}), so it can never be a
 * real submission's id; it looks like any generated id and says nothing of the original.
 */
export function goldItemId(submissionId: string): string {
  return createHash('sha256').update(`gold:${submissionId}`).digest('hex').slice(0, 20);
}
