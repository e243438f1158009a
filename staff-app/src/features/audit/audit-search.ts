import type { AuditLog } from '@groundtruth/domain/entities';
import { entityName } from './audit-subject';

/** Action as shown on its badge: "process_payout" → "Process payout". */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Search by action, entity or user name (docs/product.md, Screens) over the loaded entries: every word typed must
 * appear in the action (as stored or as its label), the entity (as stored or in words), or the
 * actor's name or e-mail.
 */
export function matchesSearch(
  entry: Pick<AuditLog, 'action' | 'entity' | 'actor_name' | 'actor_email'>,
  query: string,
): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    entry.action,
    actionLabel(entry.action),
    entry.entity,
    entityName(entry.entity),
    entry.actor_name,
    entry.actor_email,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
