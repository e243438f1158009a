// The scale data's submissions: a tenth by the heavy creator, the rest Zipf over the other
// creators; their reviews, the heavy creator's acceptances, and the audit entries and
// notifications they cause (submissions, task_acceptances).
import { DAY, HOUR, ageWithin, fileTypes, hex, pad, weighted, words } from './random.mjs';
import { SCALE_ACCOUNTS } from './accounts.mjs';
import { termsVersion } from './domain.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */
/** @typedef {import('./people.mjs').Person} Person */
/** @typedef {import('./tasks.mjs').Task} Task */
/**
 * @typedef {{ id: string, user: Person, task: Task, status: string,
 *   data: Record<string, any> }} Submission
 */
/** @typedef {{ approved: number, sent: number, pending: number }} Balance */
/**
 * @typedef {{ action: string, actor: { uid: string, name: string, email: string },
 *   entity: string, entityId: string, at: number, details?: object }} AuditEvent
 */
/**
 * @typedef {{ user: string, kind: string, title: string, body: string, link: string,
 *   entityId: string, at: number }} Note
 */
/** @typedef {{ task: Task, at: number, count: number, latestAt: number, latest: string }} Acceptance */

/**
 * The submissions with what they leave behind: balances so far, the heavy creator's
 * acceptances, audit events and notifications.
 * @param {Scale} scale
 * @param {Person[]} creators the heavy creator first
 * @param {Task[]} open the tasks that take submissions
 */
export function generateSubmissions({ rand, t, n }, creators, open) {
  const admin = SCALE_ACCOUNTS.admin;
  const heavy = SCALE_ACCOUNTS.heavy;
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
  /** @type {Map<string, Balance>} */
  const balances = new Map(creators.map((c) => [c.uid, { approved: 0, sent: 0, pending: 0 }]));
  /** @type {Submission[]} */
  const submissions = [];
  /** @type {Map<string, Acceptance>} */
  const heavyAcceptances = new Map();
  /** @type {AuditEvent[]} */
  const audit = [];
  /** @type {Note[]} */
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
        ...(status === 'pending' ? {} : { first_reviewer_id: admin.uid }),
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
    if (status === 'approved')
      /** @type {Balance} */ (balances.get(who.uid)).approved += task.cents;
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
  return { submissions, balances, heavyAcceptances, audit, notes };
}

/**
 * The submissions' and the heavy creator's acceptances' documents.
 * @param {Scale} scale
 * @param {Submission[]} submissions
 * @param {Map<string, Acceptance>} heavyAcceptances
 */
export function writeSubmissions({ out }, submissions, heavyAcceptances) {
  const heavy = SCALE_ACCOUNTS.heavy;
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
}
