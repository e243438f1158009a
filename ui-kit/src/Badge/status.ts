import type { Tone } from '../theme';

/** Every status-like value the product shows as a badge, grouped by what it describes. */
export const statusKinds = {
  review: {
    pending: { label: 'Pending', tone: 'info' },
    approved: { label: 'Approved', tone: 'success' },
    rejected: { label: 'Rejected', tone: 'danger' },
    needs_changes: { label: 'Needs Changes', tone: 'warning' },
  },
  task: {
    draft: { label: 'Draft', tone: 'neutral' },
    published: { label: 'Published', tone: 'success' },
    closed: { label: 'Closed', tone: 'danger' },
  },
  payout: {
    pending: { label: 'Pending', tone: 'warning' },
    processing: { label: 'Processing', tone: 'info' },
    sent: { label: 'Sent', tone: 'success' },
    failed: { label: 'Failed', tone: 'danger' },
  },
  user: {
    active: { label: 'Active', tone: 'success' },
    suspended: { label: 'Suspended', tone: 'warning' },
    deleted: { label: 'Deleted', tone: 'danger' },
  },
  role: {
    creator: { label: 'Creator', tone: 'neutral' },
    admin: { label: 'Admin', tone: 'accent' },
    support: { label: 'Support', tone: 'info' },
  },
  /** A dataset export. */
  export: {
    queued: { label: 'Queued', tone: 'neutral' },
    running: { label: 'Running', tone: 'info' },
    complete: { label: 'Complete', tone: 'success' },
    failed: { label: 'Failed', tone: 'danger' },
  },
} as const satisfies Record<string, Record<string, { label: string; tone: Tone }>>;

export type StatusKind = keyof typeof statusKinds;
/** The values allowed for a given kind, e.g. `StatusValue<'review'>` is `'pending' | 'approved' | …`. */
export type StatusValue<K extends StatusKind> = keyof (typeof statusKinds)[K] & string;

/** Human label for a status value, e.g. `statusLabel('review', 'needs_changes') === 'Needs Changes'`. */
export function statusLabel<K extends StatusKind>(kind: K, value: StatusValue<K>): string {
  const entry = (statusKinds[kind] as Record<string, { label: string }>)[value];
  return entry?.label ?? humanize(value);
}

/** Fallback for unknown values: `needs_changes` → `Needs Changes`. */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
