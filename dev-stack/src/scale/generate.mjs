// The scale seed's data, generated in memory from a seed: the same seed, factor and
// `now` always give the same documents. Factor 100 is the first-year marketplace (10,000
// creators, 5,000 tasks, 50,000 submissions, 20,000 payouts, 200,000 audit entries, 100,000
// notifications); factor 1 is a hundredth of it. Distributions:
//
// - submissions per creator follow a power law (Zipf, s = 1): most creators have a handful, a
//   few have thousands; the heavy creator (`scale-heavy`, who can sign in) has a tenth of all
//   submissions: 5,000 at factor 100, 50 at factor 1;
// - submitted_at spreads over the last 365 days, more of it recent (the marketplace grows);
//   reviews take minutes to days; what is still pending is younger than the auto-approval
//   limit, and some of it older than the overdue limit, as the jobs would leave it;
// - payouts pay approved submissions, in every status (mostly sent);
// - audit entries and notifications come from those events, padded with the other kinds.
//
// Balances (creator_balances) are the sums of what was written, as the functions keep them;
// the current stats_active_creators markers are what the events' transactions would have
// written, through domain/src/stats.ts's definitions. Staff analytics (stats_daily) are not
// generated: `statsDays` names the days the events fall on, which the seed recounts once the
// documents are in (write.mjs), so other data already counted on those days stays counted.
//
// One module per collection (people, tasks, submissions, payouts, events, counters); the steps
// below run in a fixed order, since each draws from the one seeded random sequence.
import { mulberry32 } from '../../../tooling/mulberry32.mjs';
import { generatePeople } from './people.mjs';
import { generateTasks, writeTasks } from './tasks.mjs';
import { generateSubmissions, writeSubmissions } from './submissions.mjs';
import { generatePayouts, writeBalances } from './payouts.mjs';
import { padEvents, writeAudit, writeNotifications } from './events.mjs';
import { writeCounters } from './counters.mjs';
import { SCALE_ACCOUNTS } from './accounts.mjs';

// The bench and the seed CLI sign in as these; they come with the data set.
export { SCALE_ACCOUNTS };

/**
 * One generation's state: its random sequence, `now` in ms, the documents per collection and
 * the documents written so far, `[id, data]` per collection.
 * @typedef {{ rand: () => number, t: number, n: Record<keyof typeof PER_FACTOR, number>,
 *   out: Record<string, [string, any][]> }} Scale
 */

/** Documents per collection at factor 1 (a hundredth of the first year). */
export const PER_FACTOR = {
  creators: 100,
  tasks: 50,
  submissions: 500,
  payouts: 200,
  auditLogs: 2000,
  notifications: 1000,
};

/**
 * The whole data set: `{ collections: { name: [[id, data], …] }, statsDays, summary }`, where
 * statsDays are the days (yyyy-mm-dd, UTC) its events fall on. Timestamps are Dates
 * (firebase-admin stores them as timestamps).
 * @param {{ factor?: number, seed?: number, now?: Date }} [options]
 */
export function generateScale({ factor = 1, seed = 25, now = new Date() } = {}) {
  if (!(factor > 0)) throw new Error('--factor must be a positive number');
  const n = /** @type {Scale['n']} */ (
    Object.fromEntries(
      Object.entries(PER_FACTOR).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))]),
    )
  );
  /** @type {Scale} */
  const scale = {
    rand: mulberry32(seed),
    t: now.getTime(),
    n,
    out: {
      users: [],
      user_roles: [],
      creator_profiles: [],
      creator_balances: [],
      tasks: [],
      task_acceptances: [],
      submissions: [],
      payouts: [],
      audit_logs: [],
      notifications: [],
      stats_active_creators: [],
      creator_stats: [],
    },
  };

  const creators = generatePeople(scale);
  const tasks = generateTasks(scale);
  const open = tasks.filter((x) => x.status !== 'draft');
  const events = generateSubmissions(scale, creators, open);
  generatePayouts(scale, events);
  padEvents(scale, { creators, open, audit: events.audit, notes: events.notes });

  // Documents, in a stable order.
  writeTasks(scale, tasks);
  writeSubmissions(scale, events.submissions, events.heavyAcceptances);
  writeAudit(scale, events.audit);
  writeNotifications(scale, events.notes);
  writeBalances(scale, creators, events.balances);
  const statsDays = writeCounters(scale);

  const heavySubs = events.submissions.filter(
    (s) => s.user.uid === SCALE_ACCOUNTS.heavy.uid,
  ).length;
  const out = scale.out;
  return {
    collections: out,
    statsDays,
    summary: {
      factor,
      seed,
      now: now.toISOString(),
      heavyCreatorSubmissions: heavySubs,
      counts: Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.length])),
    },
  };
}
