/**
 * What an audit entry is about, as people say it: the kind of record (not its collection's name)
 * and the end of its id, with a link where a screen shows that one record. Compound ids start
 * with what they belong to (a submission's with its task's id, an acceptance's too), so their
 * start is the same for every record of one task; their end tells them apart.
 */
import type { AuditLog } from '@groundtruth/domain/entities';
import { reviewSubmissionPath } from '@groundtruth/domain/paths';
import { humanizeValue } from './humanize';

const entityNames: Record<string, string> = {
  submissions: 'Submission',
  task_acceptances: 'Task acceptance',
  tasks: 'Task',
  users: 'User',
  payouts: 'Payout',
  payout_accounts: 'Payout method',
  platform_settings: 'Platform settings',
  releases: 'Release',
  qualifications: 'Qualification',
  qualification_grants: 'Qualification grant',
  gold_items: 'Gold item',
  dataset_exports: 'Dataset export',
};

/** An id this short is shown whole. */
const WHOLE_ID_MAX = 12;
/** Characters kept from the end of a longer id. */
const ID_TAIL = 8;

/** "task_acceptances" → "Task acceptance"; an unknown collection in words. */
export function entityName(entity: string): string {
  return entityNames[entity] ?? humanizeValue(entity);
}

/** The id as shown: whole when short, else "…" and its end (the full id is the title). */
export function shownId(id: string): string {
  return id.length <= WHOLE_ID_MAX ? id : `…${id.slice(-ID_TAIL)}`;
}

/** Where the entry's record is shown on its own, or null when no screen shows one alone. */
export function subjectLink(entry: Pick<AuditLog, 'entity' | 'entity_id'>): string | null {
  if (entry.entity === 'submissions') return reviewSubmissionPath(entry.entity_id);
  return null;
}
