// The scale data's audit entries and notifications: those the submissions and payouts caused,
// padded to their counts with the other kinds of event (audit_logs, notifications).
import { DAY, ageWithin, pad } from './random.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */
/** @typedef {import('./people.mjs').Person} Person */
/** @typedef {import('./tasks.mjs').Task} Task */
/** @typedef {import('./submissions.mjs').AuditEvent} AuditEvent */
/** @typedef {import('./submissions.mjs').Note} Note */

/**
 * Pads `audit` and `notes` to their counts with the other kinds of event.
 * @param {Scale} scale
 * @param {{ creators: Person[], open: Task[], audit: AuditEvent[], notes: Note[] }} events
 */
export function padEvents({ rand, t, n }, { creators, open, audit, notes }) {
  const padActions = ['accept_task', 'update_profile_name', 'add_payout_account', 'create_task'];
  while (audit.length < n.auditLogs) {
    const who = rand() < 0.1 ? creators[0] : creators[Math.floor(rand() * creators.length)];
    audit.push({
      action: padActions[Math.floor(rand() * padActions.length)],
      actor: who,
      entity: 'users',
      entityId: who.uid,
      at: t - ageWithin(rand, 365),
    });
  }
  audit.length = n.auditLogs;
  while (notes.length < n.notifications) {
    const who = rand() < 0.1 ? creators[0] : creators[Math.floor(rand() * creators.length)];
    notes.push({
      user: who.uid,
      kind: 'acceptance_expiring',
      title: 'A task you accepted is about to expire',
      body: 'Submit your work within 24 hours.',
      link: '/dashboard/tasks',
      entityId: `${open[0].id}_${who.uid}`,
      at: t - ageWithin(rand, 365),
    });
  }
  notes.length = n.notifications;
}

/**
 * The audit entries' documents.
 * @param {Scale} scale
 * @param {AuditEvent[]} audit
 */
export function writeAudit({ out }, audit) {
  audit.forEach((e, i) =>
    out.audit_logs.push([
      `scale-a${pad(i, 7)}`,
      {
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId,
        actor_id: e.actor.uid,
        actor_name: e.actor.name,
        actor_email: e.actor.email,
        created_at: new Date(e.at),
        ...(e.details ? { details: e.details } : {}),
      },
    ]),
  );
}

/**
 * The notifications' documents; older than a week read, the last week mostly unread.
 * @param {Scale} scale
 * @param {Note[]} notes
 */
export function writeNotifications({ rand, t, out }, notes) {
  notes.forEach((x, i) =>
    out.notifications.push([
      `scale-n${pad(i, 7)}`,
      {
        user_id: x.user,
        kind: x.kind,
        title: x.title,
        body: x.body,
        link: x.link,
        entity_id: x.entityId,
        // Older than a week: read; the last week: mostly unread.
        read: t - x.at > 7 * DAY || rand() < 0.3,
        created_at: new Date(x.at),
      },
    ]),
  );
}
