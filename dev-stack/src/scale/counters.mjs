// What the scale data leaves for the counters the events' transactions keep: the days its events
// fall on (whose stats_daily the seed recounts once written), the current stats_active_creators
// markers, and creator_stats.
import { stats } from './domain.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */

/**
 * The counters of the scale data as the events' transactions leave them (functions/src/stats/).
 * stats_daily is not generated: the stack may already count other events (the demo's) on the
 * same days, so the seed recounts the days in `statsDays` from all the source documents once
 * they are written (write.mjs). stats_active_creators: the markers, not yet expired at `t`, that
 * each submission in time order would have written, which the next submission's transaction
 * reads. creator_stats: each creator's submissions per review state.
 * @param {Scale} scale
 * @returns {string[]} the days (UTC, yyyy-mm-dd) a submission, first review or sent payout of
 *   the data falls on, in order
 */
export function writeCounters({ out, t }) {
  const days = new Set();
  const markers = new Map();
  const bySubmitted = out.submissions
    .map(([, s]) => s)
    .sort((a, b) => a.submitted_at - b.submitted_at);
  for (const s of bySubmitted) {
    const day = stats.dayId(s.submitted_at);
    days.add(day);
    for (const m of stats.activityMarkers(s.user_id, day)) markers.set(m.id, m);
  }
  for (const [, s] of out.submissions)
    if (s.first_reviewed_at) days.add(stats.dayId(s.first_reviewed_at));
  for (const [, p] of out.payouts) if (p.sent_at) days.add(stats.dayId(p.sent_at));
  // creator_stats: each creator's submissions per review state, as the transactions keep them.
  const perCreator = new Map();
  for (const [, s] of out.submissions) {
    const counts = perCreator.get(s.user_id) ?? {};
    const field = stats.submissionStatusCounter(s.review_status);
    counts[field] = (counts[field] ?? 0) + 1;
    perCreator.set(s.user_id, counts);
  }
  out.creator_stats = [...perCreator].sort(([a], [b]) => (a < b ? -1 : 1));

  out.stats_active_creators = [...markers.values()]
    .filter((m) => m.expires_at.getTime() > t)
    .map(({ id, ...m }) => [id, m]);
  return [...days].sort();
}
