// The scale seed's data (issue 25), generated in memory from a seed: the same seed, factor and
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
// staff analytics (stats_daily, the current stats_active_creators markers) are what the events'
// transactions would have added, through domain/src/stats.ts's definitions.
import fs from 'node:fs';
import { createJiti } from 'jiti';
import { mulberry32 } from '../../../tooling/mulberry32.mjs';

/** domain/src/stats.ts (TypeScript, run by jiti as seed/seed.mjs does). */
const stats = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/stats.ts', import.meta.url).href,
);

const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;

/** The accounts the bench signs in as; only these get Auth users. */
export const SCALE_ACCOUNTS = {
  heavy: {
    uid: 'scale-heavy',
    email: 'heavy@scale.groundtruth.local',
    name: 'Hana Heavy',
    role: 'creator',
  },
  admin: {
    uid: 'scale-admin',
    email: 'scale-admin@scale.groundtruth.local',
    name: 'Sasha Scale-Admin',
    role: 'admin',
  },
};

/** Documents per collection at factor 1 (a hundredth of the first year). */
export const PER_FACTOR = {
  creators: 100,
  tasks: 50,
  submissions: 500,
  payouts: 200,
  auditLogs: 2000,
  notifications: 1000,
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

const pad = (n, w = 6) => String(n).padStart(w, '0');

/** Picks from [value, weight] pairs. */
function weighted(rand, pairs) {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    if ((r -= w) < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}

/** An age in ms within the last `days`, skewed towards recent (a growing marketplace). */
function ageWithin(rand, days) {
  return Math.floor(Math.pow(rand(), 1.6) * days * DAY);
}

const categories = ['video', 'writing', 'audio', 'image', 'doc', 'mixed'];
const fileTypes = {
  video: ['mp4', 'video/mp4', 40_000_000],
  writing: ['txt', 'text/plain', 8_000],
  audio: ['wav', 'audio/wav', 4_000_000],
  image: ['png', 'image/png', 900_000],
  doc: ['pdf', 'application/pdf', 300_000],
  mixed: ['mp4', 'video/mp4', 25_000_000],
};
const words = [
  'kitchen',
  'street',
  'morning',
  'repair',
  'garden',
  'lesson',
  'market',
  'bicycle',
  'recipe',
  'workshop',
  'river',
  'classroom',
];

function hex(rand, n) {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rand() * 16).toString(16);
  return s;
}

/**
 * The whole data set: `{ collections: { name: [[id, data], …] }, summary }`. Timestamps are
 * Dates (firebase-admin stores them as timestamps).
 */
export function generateScale({ factor = 1, seed = 25, now = new Date() } = {}) {
  if (!(factor > 0)) throw new Error('--factor must be a positive number');
  const rand = mulberry32(seed);
  const t = now.getTime();
  const n = Object.fromEntries(
    Object.entries(PER_FACTOR).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))]),
  );
  const out = {
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
    stats_daily: [],
    stats_active_creators: [],
    creator_stats: [],
  };
  const admin = SCALE_ACCOUNTS.admin;
  const heavy = SCALE_ACCOUNTS.heavy;

  // People: the heavy creator first, then numbered creators; the admin who reviews and pays.
  const creators = [];
  for (let i = 0; i < n.creators; i++) {
    const person =
      i === 0
        ? { uid: heavy.uid, name: heavy.name, email: heavy.email }
        : {
            uid: `scale-c${pad(i)}`,
            name: `Creator ${pad(i)}`,
            email: `creator${pad(i)}@scale.groundtruth.local`,
          };
    person.createdAt = new Date(t - 30 * DAY - ageWithin(rand, 335));
    creators.push(person);
  }
  for (const p of [...creators, { ...admin, createdAt: new Date(t - 366 * DAY) }]) {
    const role = p.uid === admin.uid ? 'admin' : 'creator';
    const suspended = role === 'creator' && p.uid !== heavy.uid && rand() < 0.02;
    out.users.push([
      p.uid,
      {
        name: p.name,
        name_lower: p.name.toLowerCase(),
        email: p.email,
        role,
        status: suspended ? 'suspended' : 'active',
        email_verified: true,
        created_at: p.createdAt,
      },
    ]);
    out.user_roles.push([p.uid, { user_id: p.uid, role }]);
    if (role === 'creator')
      out.creator_profiles.push([
        p.uid,
        {
          user_id: p.uid,
          chosen_paths: [
            weighted(rand, [
              ['video', 3],
              ['writing', 2],
              ['voice', 1],
            ]),
          ],
          locales: { country: 'United States', language: 'English' },
          notify_email: rand() < 0.6,
          notify_push: false,
          onboarding_complete: true,
        },
      ]);
  }

  // Tasks over the year; most published.
  const tasks = [];
  for (let i = 0; i < n.tasks; i++) {
    const category = categories[Math.floor(rand() * categories.length)];
    const status = weighted(rand, [
      ['published', 6],
      ['closed', 3],
      ['draft', 1],
    ]);
    const task = {
      id: `scale-t${pad(i)}`,
      title: `Record a ${words[i % words.length]} scene #${i}`,
      category,
      cents: 500 * (1 + Math.floor(rand() * 20)),
      status,
      createdAt: new Date(t - ageWithin(rand, 365) - DAY),
      accepted: 0,
    };
    tasks.push(task);
  }
  const open = tasks.filter((x) => x.status !== 'draft');

  // Submissions: a tenth by the heavy creator, the rest Zipf over the other creators.
  const others = creators.slice(1);
  const cumulative = [];
  let sum = 0;
  // Ranks from 2: the heavy creator is rank 1.
  for (let i = 0; i < others.length; i++) cumulative.push((sum += 1 / (i + 2)));
  const pickOther = () => {
    const r = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return others[lo];
  };
  const heavyCount = others.length === 0 ? n.submissions : Math.round(n.submissions / 10);
  const balances = new Map(creators.map((c) => [c.uid, { approved: 0, sent: 0, pending: 0 }]));
  const submissions = [];
  const heavyAcceptances = new Map();
  const audit = [];
  const notes = [];
  for (let i = 0; i < n.submissions; i++) {
    const who = i < heavyCount ? creators[0] : pickOther();
    const task = open[Math.floor(rand() * open.length)];
    const submittedAt = Math.min(
      t - 60_000,
      Math.max(task.createdAt.getTime() + HOUR, t - ageWithin(rand, 365)),
    );
    const ageDays = (t - submittedAt) / DAY;
    // Pending only while younger than the auto-approval limit (21 days), as the job leaves it.
    const pendingShare = ageDays < 2 ? 0.8 : ageDays < 7 ? 0.35 : ageDays < 20 ? 0.08 : 0;
    const status =
      rand() < pendingShare
        ? 'pending'
        : weighted(rand, [
            ['approved', 78],
            ['rejected', 13],
            ['needs_changes', 9],
          ]);
    const reviewedAt =
      status === 'pending'
        ? null
        : Math.min(t - 30_000, submittedAt + Math.floor(HOUR * Math.exp(rand() * 5.5)));
    const [ext, type, size] = fileTypes[task.category];
    const id = `scale-s${pad(i, 7)}`;
    const md5 = hex(rand, 32);
    const acceptanceId = who.uid === heavy.uid ? `${task.id}_${who.uid}` : null;
    if (acceptanceId) {
      const a = heavyAcceptances.get(acceptanceId) ?? {
        task,
        at: Infinity,
        count: 0,
        latestAt: -Infinity,
        latest: id,
      };
      heavyAcceptances.set(acceptanceId, a);
      a.count++;
      a.at = Math.min(a.at, submittedAt - HOUR);
      if (submittedAt > a.latestAt) [a.latestAt, a.latest] = [submittedAt, id];
    }
    const sub = {
      id,
      user: who,
      task,
      status,
      data: {
        user_id: who.uid,
        task_id: task.id,
        acceptance_id: acceptanceId,
        notes: `Recorded ${words[i % words.length]} footage, take ${1 + (i % 4)}.`,
        files: [
          {
            name: `take-${i}.${ext}`,
            path: `submissions/${who.uid}/${task.id}/${submittedAt}.${ext}`,
            size: Math.floor(size * (0.5 + rand())),
            type,
            md5_hash: md5,
            crc32c: hex(rand, 8),
            uploaded_by: who.uid,
            uploaded_at: new Date(submittedAt - 120_000),
          },
        ],
        file_hashes: [md5],
        review_status: status,
        review_notes:
          status === 'pending' ? null : status === 'approved' ? 'Looks good.' : 'Please reshoot.',
        reviewer_id: status === 'pending' ? null : admin.uid,
        reviewed_at: reviewedAt === null ? null : new Date(reviewedAt),
        ...(reviewedAt === null ? {} : { first_reviewed_at: new Date(reviewedAt) }),
        submitted_at: new Date(submittedAt),
        task_title: task.title,
        payout_amount_cents: task.cents,
        submitter_name: who.name,
        submitter_email: who.email,
        attestation: {
          owns_content: true,
          consents_to_ai_training: true,
          terms_version: termsVersion,
        },
        paid: false,
        payout_attempts: 0,
      },
    };
    submissions.push(sub);
    task.accepted++;
    if (status === 'approved') balances.get(who.uid).approved += task.cents;
    audit.push({
      action: 'submit_work',
      actor: who,
      entity: 'submissions',
      entityId: id,
      at: submittedAt,
    });
    if (reviewedAt !== null) {
      audit.push({
        action: 'review_submission',
        actor: { uid: admin.uid, name: admin.name, email: admin.email },
        entity: 'submissions',
        entityId: id,
        at: reviewedAt,
        details: { decision: status },
      });
      notes.push({
        user: who.uid,
        kind: 'submission_reviewed',
        title: 'Your submission was reviewed',
        body: `“${task.title}”: ${status.replace('_', ' ')}.`,
        link: '/dashboard/submissions',
        entityId: id,
        at: reviewedAt,
      });
    }
  }

  // Payouts: approved submissions in a seeded order, in every status (mostly sent).
  const approved = submissions.filter((s) => s.status === 'approved');
  for (let i = approved.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [approved[i], approved[j]] = [approved[j], approved[i]];
  }
  const paid = approved.slice(0, Math.min(n.payouts, approved.length));
  paid.sort((a, b) => (a.id < b.id ? -1 : 1));
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
    const b = balances.get(s.user.uid);
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
        provider_account_id: `acct_scale_${s.user.uid}`,
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

  // Pad audit entries and notifications to their counts with the other kinds of event.
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

  // Documents, in a stable order.
  for (const x of tasks) {
    out.tasks.push([
      x.id,
      {
        title: x.title,
        category: x.category,
        description: `Film or record a ${x.title.toLowerCase()} in one continuous take.`,
        payout_amount_cents: x.cents,
        due_at: x.status === 'published' ? new Date(t + 30 * DAY) : null,
        quota_limit: null,
        accepted_count: x.accepted,
        instructions_url: null,
        expected_timeline: null,
        tags: [words[Math.floor(rand() * words.length)]],
        status: x.status,
        created_by: admin.uid,
        created_at: x.createdAt,
        working_time_hours: null,
      },
    ]);
  }
  for (const [id, a] of heavyAcceptances) {
    out.task_acceptances.push([
      id,
      {
        task_id: a.task.id,
        user_id: heavy.uid,
        status: 'completed',
        created_at: new Date(a.at),
        submission_count: a.count,
        latest_submission_id: a.latest,
        expires_at: null,
        expiry_warned: false,
      },
    ]);
  }
  for (const s of submissions) out.submissions.push([s.id, s.data]);
  out.payouts = payouts;
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
  for (const c of creators) {
    const b = balances.get(c.uid);
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

  eventCounters(out, t);

  const heavySubs = submissions.filter((s) => s.user.uid === heavy.uid).length;
  return {
    collections: out,
    summary: {
      factor,
      seed,
      now: now.toISOString(),
      heavyCreatorSubmissions: heavySubs,
      counts: Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.length])),
    },
  };
}

/**
 * Staff analytics and the creator overview's counts as the events' transactions leave them
 * (functions/src/stats/). stats_daily: each submission, in time order, counts on its
 * `submitted_at` day, its creator once per day and per week; each first review on its
 * `first_reviewed_at` day with its review time; each payout sent on its `sent_at` day. The
 * stats_active_creators markers not yet expired at `t`, which the next submission's transaction
 * reads. creator_stats: each creator's submissions per review state.
 */
function eventCounters(out, t) {
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
