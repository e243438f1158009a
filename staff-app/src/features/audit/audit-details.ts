/**
 * What an audit entry's `details` say, as label/value lines. The functions write `from`/`to` for
 * role, status and payout changes (functions/src/core/audit.ts and each callable), money in cents,
 * and a few ids; this turns them into words, before → after, and dollars.
 */
import type { WithId } from '@groundtruth/domain/converter';
import type { AuditLog } from '@groundtruth/domain/entities';
import { formatCents } from '@groundtruth/domain/money';
import { humanizeValue } from './humanize';

/** One line of the details: a value, or a change from before to after. */
export type DetailLine =
  { label: string; value: string } | { label: string; before: string; after: string };

/** What `from`/`to` describe for each action that writes them. */
const changeLabels: Record<string, string> = {
  set_user_role: 'Role',
  set_user_status: 'Status',
  set_task_status: 'Status',
  update_task_requirements: 'Requirements',
  process_payout: 'Status',
};

/** Field names the functions write, as people say them. */
const labels: Record<string, string> = {
  amount_cents: 'Amount',
  payout_amount_cents: 'Payout amount',
  provider_transfer_id: 'Transfer ID',
  payout_id: 'Payout',
  payout_ids: 'Payouts',
  task_id: 'Task',
  terms_version: 'Terms version',
  is_default: 'Default',
  // Platform settings, as the settings screen names them.
  review_overdue_days: 'Overdue after (days)',
  review_auto_approve_days: 'Approve automatically after (days)',
  default_working_time_hours: 'Default working time (hours)',
  review_status: 'Review status',
};

function label(key: string): string {
  return labels[key] ?? humanizeValue(key);
}

/** Any stored value as text; money fields (…_cents) as dollars. */
function text(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('_cents') && typeof value === 'number' && Number.isInteger(value)) {
    return formatCents(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
    // e.g. submitWork's files: path, hash and size per file.
    return value
      .map((v) =>
        typeof v === 'object' && v !== null && 'path' in v ? String(v.path) : JSON.stringify(v),
      )
      .join(', ');
  }
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The lines of one entry's details, the change first; empty when it has none. */
export function describeDetails(entry: Pick<WithId<AuditLog>, 'action' | 'entity_id' | 'details'>) {
  const details = entry.details ?? {};
  const lines: DetailLine[] = [];
  const rest = { ...details };
  if ('from' in details && 'to' in details) {
    lines.push({
      label: changeLabels[entry.action] ?? 'Change',
      before: humanizeValue(text('from', details.from)),
      after: humanizeValue(text('to', details.to)),
    });
    delete rest.from;
    delete rest.to;
  }
  // { before: {…}, after: {…} } (settings, appeal decisions): one line per field that changed,
  // or every field when none did (a first save of the values already in force).
  const { before, after } = details as { before?: unknown; after?: unknown };
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    for (const key of changed.length > 0 ? changed : keys) {
      lines.push({
        label: label(key),
        before: humanizeValue(text(key, before[key])),
        after: humanizeValue(text(key, after[key])),
      });
    }
    delete rest.before;
    delete rest.after;
  }
  if (entry.action === 'set_default_payout_account' && 'previous' in details) {
    lines.push({
      label: 'Default account',
      before: text('previous', details.previous),
      after: entry.entity_id,
    });
    delete rest.previous;
  }
  for (const [key, value] of Object.entries(rest)) {
    lines.push({ label: label(key), value: text(key, value) });
  }
  return lines;
}
