// The scale data's payouts: approved submissions in a seeded order, in every status (mostly
// sent), and the balances they leave (payouts, creator_balances).
import { DAY, HOUR, weighted } from './random.mjs';
import { SCALE_ACCOUNTS } from './accounts.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */
/** @typedef {import('./submissions.mjs').Submission} Submission */
/** @typedef {import('./submissions.mjs').Balance} Balance */
/** @typedef {import('./submissions.mjs').AuditEvent} AuditEvent */
/** @typedef {import('./submissions.mjs').Note} Note */

/**
 * Pays approved submissions, adding to `balances`, `audit` and `notes`; writes the payouts.
 * @param {Scale} scale
 * @param {{ submissions: Submission[], balances: Map<string, Balance>, audit: AuditEvent[],
 *   notes: Note[] }} events
 */
export function generatePayouts({ rand, t, n, out }, { submissions, balances, audit, notes }) {
  const admin = SCALE_ACCOUNTS.admin;
  const approved = submissions.filter((s) => s.status === 'approved');
  for (let i = approved.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [approved[i], approved[j]] = [approved[j], approved[i]];
  }
  const paid = approved.slice(0, Math.min(n.payouts, approved.length));
  paid.sort((a, b) => (a.id < b.id ? -1 : 1));
  /** @type {[string, any][]} */
  const payouts = [];
  for (const s of paid) {
    const created = Math.min(t - 120_000, s.data.reviewed_at.getTime() + 1000);
    const age = t - created;
    const status =
      age < 2 * DAY
        ? weighted(rand, [
            ['pending', 6],
            ['processing', 2],
            ['sent', 2],
          ])
        : weighted(rand, [
            ['sent', 92],
            ['failed', 5],
            ['pending', 3],
          ]);
    const updated = status === 'pending' ? created : Math.min(t - 60_000, created + HOUR);
    const b = /** @type {Balance} */ (balances.get(s.user.uid));
    if (status === 'sent') b.sent += s.task.cents;
    else if (status !== 'failed') b.pending += s.task.cents;
    s.data.paid = status !== 'failed';
    s.data.payout_attempts = 1;
    payouts.push([
      s.id,
      {
        user_id: s.user.uid,
        submission_id: s.id,
        amount_cents: s.task.cents,
        status,
        provider: 'stripe_connect',
        currency: 'USD',
        provider_transfer_id: status === 'sent' ? `tr_scale_${s.id}` : null,
        account_label: `Stripe Connect …${s.user.uid.slice(-4)}`,
        failure_reason: status === 'failed' ? 'The account could not receive the transfer.' : null,
        created_at: new Date(created),
        updated_at: new Date(updated),
        ...(status === 'sent' ? { sent_at: new Date(updated) } : {}),
        user_name: s.user.name,
        user_email: s.user.email,
        task_title: s.task.title,
      },
    ]);
    if (status === 'sent' || status === 'failed') {
      audit.push({
        action: 'process_payout',
        actor: { uid: admin.uid, name: admin.name, email: admin.email },
        entity: 'payouts',
        entityId: s.id,
        at: updated,
        details: { status },
      });
      notes.push({
        user: s.user.uid,
        kind: status === 'sent' ? 'payout_sent' : 'payout_failed',
        title: status === 'sent' ? 'Payout sent' : 'Payout failed',
        body: `$${(s.task.cents / 100).toFixed(2)} for “${s.task.title}”.`,
        link: '/dashboard/payments',
        entityId: s.id,
        at: updated,
      });
    }
  }
  out.payouts = payouts;
}

/**
 * Each creator's balance: the sums of what was written, as the functions keep them.
 * @param {Scale} scale
 * @param {import('./people.mjs').Person[]} creators
 * @param {Map<string, Balance>} balances
 */
export function writeBalances({ t, out }, creators, balances) {
  for (const c of creators) {
    const b = /** @type {Balance} */ (balances.get(c.uid));
    out.creator_balances.push([
      c.uid,
      {
        user_id: c.uid,
        approved_cents: b.approved,
        sent_cents: b.sent,
        pending_cents: b.pending,
        default_payout_account_id: null,
        payout_account_count: 0,
        updated_at: new Date(t),
      },
    ]);
  }
}
