// Staff analytics and the creator overview's counts of the scale data, as the events'
// transactions leave them (stats_daily, stats_active_creators, creator_stats).
import { stats } from './domain.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */

/**
 * Staff analytics and the creator overview's counts as the events' transactions leave them
 * (functions/src/stats/). stats_daily: each submission, in time order, counts on its
 * `submitted_at` day, its creator once per day and per week; each first review on its
 * `first_reviewed_at` day with its review time; each payout sent on its `sent_at` day. The
 * stats_active_creators markers not yet expired at `t`, which the next submission's transaction
 * reads. creator_stats: each creator's submissions per review state.
 * @param {Scale} scale
 */
export function writeCounters({ out, t }) {
  const days = new Map();
  const day = (at) => {
    const id = stats.dayId(at);
    if (!days.has(id)) days.set(id, stats.emptyDailyStats(id));
    return days.get(id);
  };
  const markers = new Map();
  const bySubmitted = out.submissions
    .map(([, s]) => s)
    .sort((a, b) => a.submitted_at - b.submitted_at);
  for (const s of bySubmitted) {
    const d = day(s.submitted_at);
    d.submissions_received++;
    const [today, week] = stats.activityMarkers(s.user_id, d.day);
    if (!markers.has(today.id)) d.active_creators++;
    if (!markers.has(week.id)) d.active_creators_week_new++;
    for (const m of [today, week]) markers.set(m.id, m);
  }
  for (const [, s] of out.submissions) {
    if (!s.first_reviewed_at) continue;
    const d = day(s.first_reviewed_at);
    d[stats.reviewCounter(s.review_status)]++;
    const bucket = stats.reviewTimeBucket(s.first_reviewed_at - s.submitted_at);
    d.review_time_hours[bucket] = (d.review_time_hours[bucket] ?? 0) + 1;
  }
  for (const [, p] of out.payouts) {
    if (!p.sent_at) continue;
    const d = day(p.sent_at);
    d.payouts_sent_count++;
    d.payouts_sent_cents += p.amount_cents;
  }
  // creator_stats: each creator's submissions per review state, as the transactions keep them.
  const perCreator = new Map();
  for (const [, s] of out.submissions) {
    const counts = perCreator.get(s.user_id) ?? {};
    const field = stats.submissionStatusCounter(s.review_status);
    counts[field] = (counts[field] ?? 0) + 1;
    perCreator.set(s.user_id, counts);
  }
  out.creator_stats = [...perCreator].sort(([a], [b]) => (a < b ? -1 : 1));

  out.stats_daily = [...days.values()]
    .sort((a, b) => (a.day < b.day ? -1 : 1))
    .map((d) => [d.day, d]);
  out.stats_active_creators = [...markers.values()]
    .filter((m) => m.expires_at.getTime() > t)
    .map(({ id, ...m }) => [id, m]);
}
