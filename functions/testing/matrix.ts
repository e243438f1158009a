/** The six identities of the rules matrix, their mock tokens and seeded accounts. */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@groundtruth/domain/constants';
import { admin, mockClient } from './clients';

export const identities = [
  'signedOut',
  'creator',
  'otherCreator',
  'suspended',
  'support',
  'admin',
] as const;
export type Identity = (typeof identities)[number];

/** One operation of a rules matrix and the identities it is allowed for; denied for the rest. */
export interface MatrixRow<Op> {
  op: string;
  run: Op;
  /** The identities allowed; every other identity must be denied. */
  allow: readonly Identity[];
}

/**
 * A test for each row × identity: `outcome` (the operation run as that identity) must come out
 * 'allow' for exactly the row's identities.
 */
export function itAllowsExactly<Op>(
  rows: readonly MatrixRow<Op>[],
  outcome: (run: Op, who: Identity) => Promise<'allow' | 'deny'>,
): void {
  const cases = rows.flatMap((row) =>
    identities.map((who) => ({
      op: row.op,
      run: row.run,
      who,
      expected: row.allow.includes(who) ? 'allow' : 'deny',
    })),
  );
  it.each(cases)('should $expected $who: $op', async ({ run, who, expected }) => {
    expect(await outcome(run, who)).toBe(expected);
  });
}

export const uids = {
  creator: 'mx-creator',
  otherCreator: 'mx-other',
  suspended: 'mx-suspended',
  support: 'mx-support',
  admin: 'mx-admin',
} as const;

const roleOf: Record<Exclude<Identity, 'signedOut'>, string> = {
  creator: 'creator',
  otherCreator: 'creator',
  suspended: 'creator',
  support: 'support',
  admin: 'admin',
};

/**
 * Whose data an identity's request targets: the suspended creator's own (suspension must hide
 * even that), the creator's for everyone else — so "creator" reads their own and
 * "otherCreator" someone else's.
 */
export function ownerFor(who: Identity): string {
  return who === 'suspended' ? uids.suspended : uids.creator;
}

export function clientFor(who: Identity) {
  if (who === 'signedOut') return mockClient(null);
  return mockClient({ sub: uids[who], role: roleOf[who] });
}

/** The caller's uid (signed out: none). */
export function uidOf(who: Identity): string | null {
  return who === 'signedOut' ? null : uids[who];
}

/** Seeds one document of every collection per creator, and the five accounts, bypassing rules. */
export async function seedMatrix(): Promise<void> {
  const db = admin.db();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const who of ['creator', 'otherCreator', 'suspended', 'support', 'admin'] as const) {
    const uid = uids[who];
    const status = who === 'suspended' ? 'suspended' : 'active';
    batch.set(db.doc(`users/${uid}`), {
      name: who,
      email: `${uid}@example.com`,
      role: roleOf[who],
      status,
      created_at: now,
    });
    batch.set(db.doc(`user_roles/${uid}`), { user_id: uid, role: roleOf[who] });
  }
  for (const uid of [uids.creator, uids.otherCreator, uids.suspended]) {
    batch.set(db.doc(`creator_profiles/${uid}`), {
      user_id: uid,
      chosen_paths: ['video'],
      locales: { country: 'US', language: 'en' },
      notify_email: true,
      notify_push: false,
      onboarding_complete: true,
    });
    batch.set(db.doc(`task_acceptances/mx-published_${uid}`), {
      task_id: 'mx-published',
      user_id: uid,
      status: 'accepted',
      created_at: now,
    });
    batch.set(db.doc(`submissions/sub-${uid}`), {
      user_id: uid,
      task_id: 'mx-published',
      review_status: 'pending',
      submitted_at: now,
    });
    batch.set(db.doc(`payouts/pay-${uid}`), {
      user_id: uid,
      submission_id: `sub-${uid}`,
      amount_cents: 2500,
      status: 'pending',
      created_at: now,
    });
    batch.set(db.doc(`payout_accounts/acc-${uid}`), {
      user_id: uid,
      provider: 'paypal',
      provider_account_id: `${uid}@example.com`,
      verified: false,
      is_default: true,
    });
    batch.set(db.doc(`notifications/note-${uid}`), {
      user_id: uid,
      kind: 'submission_reviewed',
      title: 'Submission approved',
      body: 'Published',
      link: '/dashboard/submissions',
      entity_id: `sub-${uid}`,
      read: false,
      created_at: now,
    });
    batch.set(db.doc(`creator_stats/${uid}`), { submissions_pending: 1 });
    batch.set(db.doc(`creator_balances/${uid}`), {
      user_id: uid,
      approved_cents: 0,
      sent_cents: 0,
      pending_cents: 0,
      default_payout_account_id: null,
      payout_account_count: 0,
      updated_at: now,
    });
  }
  batch.set(db.doc('tasks/mx-published'), {
    title: 'Published',
    status: 'published',
    listed: true,
    created_at: now,
    payout_amount_cents: 2500,
  });
  // A published task shown only to those who qualify: not listed; the creator accepted it.
  batch.set(db.doc('tasks/mx-discover'), {
    title: 'Discover',
    status: 'published',
    listed: false,
    eligibility: { qualifications: [], min_approval_rate: 90, min_reviewed: 0, guard: 'discover' },
    created_at: now,
    payout_amount_cents: 2500,
  });
  batch.set(db.doc(`task_acceptances/mx-discover_${uids.creator}`), {
    task_id: 'mx-discover',
    user_id: uids.creator,
    status: 'accepted',
    created_at: now,
  });
  batch.set(db.doc('tasks/mx-draft'), {
    title: 'Draft',
    status: 'draft',
    created_at: now,
    payout_amount_cents: 2500,
  });
  batch.set(db.doc('stats_daily/2026-01-05'), { day: '2026-01-05', submissions_received: 3 });
  batch.set(db.doc('stats_daily_shards/2026-01-05_7'), {
    day: '2026-01-05',
    shard: 7,
    submissions_received: 1,
  });
  for (const reviewer of [uids.support, uids.admin]) {
    batch.set(db.doc(`reviewer_stats/${reviewer}`), { uid: reviewer, decisions: 4, approved: 4 });
    batch.set(db.doc(`reviewer_stats_daily/${reviewer}_2026-01-05`), {
      uid: reviewer,
      day: '2026-01-05',
      decisions: 4,
      approved: 4,
    });
  }
  // A published task's measured effort, under the floor (fair pay).
  batch.set(db.doc('task_effort/mx-published'), {
    task_id: 'mx-published',
    approved: 5,
    minutes: { '60': 5 },
    under_floor: true,
  });
  batch.set(db.doc('task_effort_shards/mx-published_0'), {
    task_id: 'mx-published',
    shard: 0,
    approved: 5,
    minutes: { '60': 5 },
  });
  // A held rejection's second opinion, apart from the creator's submission.
  batch.set(db.doc(`second_opinions/sub-${uids.creator}`), {
    submission_id: `sub-${uids.creator}`,
    requested_at: now,
    first_reviewer: uids.support,
    state: 'awaiting',
  });
  // A gold item (a pending-looking copy), its key and each reviewer's check of it.
  batch.set(db.doc('gold_items/mxgold'), {
    user_id: uids.creator,
    task_id: 'mx-published',
    review_status: 'pending',
    submitted_at: now,
  });
  batch.set(db.doc('gold_keys/mxgold'), {
    submission_id: `sub-${uids.creator}`,
    expected_decision: 'approved',
    expected_reason_code: null,
  });
  for (const reviewer of [uids.support, uids.admin]) {
    batch.set(db.doc(`gold_checks/mxgold_${reviewer}`), {
      gold_id: 'mxgold',
      reviewer_id: reviewer,
      expected_decision: 'approved',
      given_decision: 'approved',
      correct: true,
      decided_at: now,
    });
  }
  batch.set(db.doc('review_agreement/2026-W02'), {
    week: '2026-W02',
    pairs: 1,
    matrix: { rejected: { rejected: 1 } },
  });
  batch.set(db.doc(`stats_active_creators/day_2026-01-05_${uids.creator}`), {
    user_id: uids.creator,
    period: '2026-01-05',
  });
  batch.set(db.doc('job_cursors/recountCounterStats'), { after: null });
  batch.set(db.doc('platform_settings/operations'), {
    ...DEFAULT_PLATFORM_SETTINGS,
    updated_at: now,
    updated_by: uids.admin,
  });
  batch.set(db.doc('dataset_exports/mx-export'), {
    task_id: 'mx-published',
    task_title: 'Published',
    status: 'complete',
    created_by: uids.admin,
    created_by_name: 'admin',
    created_at: now,
  });
  batch.set(db.doc('audit_logs/mx-log'), {
    action: 'create_task',
    entity: 'tasks',
    entity_id: 'mx-draft',
    actor_id: uids.admin,
    created_at: now,
  });
  batch.set(db.doc('sandbox_transfers/pay-mx-creator'), {
    transfer_id: 'tr_sandbox_mx',
    provider: 'stripe_connect',
    account_id: 'acct_mx',
    amount_cents: 2500,
    currency: 'USD',
    created_at: now,
  });
  batch.set(db.doc('release_request_blocks/mx-address-hash'), {
    release_id: 'mx-release',
    creator_id: uids.creator,
    created_at: now,
  });
  batch.set(db.doc('rate_limits/joinWaitlist_mx'), {
    scope: 'joinWaitlist',
    tokens: 0,
    updated_at: now,
    expires_at: now,
  });
  for (const owner of [uids.creator, uids.suspended]) {
    batch.set(db.doc(`mail/mail-${owner}`), {
      to: `${owner}@example.com`,
      user_id: owner,
      kind: 'payout_sent',
      message: { subject: 'Payout sent', text: 'x', html: '<p>x</p>' },
      delivery: { state: 'PENDING', attempts: 0, due_at: now },
      created_at: now,
    });
  }
  batch.set(db.doc('qualifications/mx-qual'), {
    name: 'Kitchen video basics',
    kind: 'quiz',
    status: 'active',
    questions: [{ prompt: 'P', choices: ['a', 'b'], multiple: false, media_path: null }],
    created_at: now,
  });
  batch.set(db.doc('qualification_keys/mx-qual'), {
    qualification_id: 'mx-qual',
    answers: [{ correct: [0], explanation: 'a, because…' }],
  });
  for (const uid of [uids.creator, uids.otherCreator, uids.suspended]) {
    batch.set(db.doc(`qualification_attempts/mx-qual_${uid}_1`), {
      user_id: uid,
      qualification_id: 'mx-qual',
      number: 1,
      status: 'open',
      started_at: now,
    });
    batch.set(db.doc(`qualification_grants/mx-qual_${uid}`), {
      user_id: uid,
      qualification_id: 'mx-qual',
      status: 'failed',
      attempts: 1,
      updated_at: now,
    });
  }
  batch.set(db.doc('waitlist/mx-entry'), {
    email: 'someone@example.com',
    source: 'waitlist',
    created_at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}
