/**
 * The Firestore rules matrix: every collection × every identity × get/list/create/update/delete,
 * through the web SDK (firebase/firestore/lite) with emulator mock tokens. Data is seeded with
 * firebase-admin, which the rules do not bind.
 */
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, mockClient } from '../testing/clients';
import { COVERAGE_DIR, oneSided, unreached, writeRulesCoverage } from '../testing/rules-coverage';
import { waitlistEntryId } from '../src/self-service/join-waitlist';
import {
  clientFor,
  identities,
  itAllowsExactly,
  ownerFor,
  seedMatrix,
  uidOf,
  uids,
  type Identity,
  type MatrixRow,
} from '../testing/matrix';
import { seedThreadMatrix, threadMatrix } from '../testing/thread-matrix';
import { seedTaxMatrix, taxMatrix } from '../testing/tax-matrix';
import { identityMatrix, seedIdentityMatrix } from '../testing/identity-matrix';
import { itAllowsExactlyForOrders, orderMatrix, seedOrderMatrix } from '../testing/order-matrix';

type Op = (db: Firestore, who: Identity) => Promise<unknown>;

type Row = MatrixRow<Op>;

const staff = ['support', 'admin'] as const;
const nobody = [] as const;

async function outcome(run: Op, who: Identity): Promise<'allow' | 'deny'> {
  try {
    await run(clientFor(who).db, who);
    return 'allow';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'permission-denied') return 'deny';
    throw err;
  }
}

/** Rows every function-written collection shares: clients create, update and delete nothing. */
function noClientWrites(name: string, target: (who: Identity) => string): Row[] {
  return [
    {
      op: 'create',
      run: (db, who) =>
        setDoc(doc(db, name, `new-${who}`), { user_id: uidOf(who) ?? 'x', status: 'pending' }),
      allow: nobody,
    },
    {
      op: 'update',
      run: (db, who) => updateDoc(doc(db, name, target(who)), { status: 'approved' }),
      allow: nobody,
    },
    { op: 'delete', run: (db, who) => deleteDoc(doc(db, name, target(who))), allow: nobody },
  ];
}

/** A collection keyed by the owner's uid (users, user_roles, creator_profiles, creator_balances). */
function keyedByUser(
  name: string,
  readers: readonly Identity[],
  listers: readonly Identity[],
): Row[] {
  return [
    {
      op: 'get own/target',
      run: (db, who) => getDoc(doc(db, name, ownerFor(who))),
      allow: readers,
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, name), limit(20))),
      allow: listers,
    },
  ];
}

/** A collection whose documents carry user_id (acceptances, submissions, payouts, accounts). */
function ownedByUser(
  name: string,
  id: (owner: string) => string,
  readers: readonly Identity[],
  listers: readonly Identity[],
): Row[] {
  return [
    { op: 'get', run: (db, who) => getDoc(doc(db, name, id(ownerFor(who)))), allow: readers },
    {
      op: 'list where user_id == target',
      run: (db, who) =>
        getDocs(query(collection(db, name), where('user_id', '==', ownerFor(who)), limit(20))),
      allow: readers,
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, name), limit(20))),
      allow: listers,
    },
    ...noClientWrites(name, (who) => id(ownerFor(who))),
  ];
}

const ownerOrStaff = ['creator', ...staff] as const;

const matrix: Record<string, Row[]> = {
  users: [...keyedByUser('users', ownerOrStaff, staff), ...noClientWrites('users', ownerFor)],
  user_roles: [
    ...keyedByUser('user_roles', ownerOrStaff, staff),
    ...noClientWrites('user_roles', ownerFor),
  ],
  creator_profiles: [
    ...keyedByUser('creator_profiles', ownerOrStaff, staff),
    {
      op: 'create',
      run: (db, who) =>
        setDoc(doc(db, 'creator_profiles', `new-${who}`), {
          user_id: uidOf(who) ?? 'x',
          chosen_paths: ['video'],
        }),
      allow: nobody,
    },
    {
      op: 'update onboarding fields',
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), {
          chosen_paths: ['video', 'voice'],
          locales: { country: 'DE', language: 'de' },
          notify_email: false,
          notify_push: true,
          onboarding_complete: true,
        }),
      allow: ['creator'],
    },
    {
      op: 'update user_id',
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { user_id: 'someone-else' }),
      allow: nobody,
    },
    {
      op: 'update adding a field',
      run: (db, who) => updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { role: 'admin' }),
      allow: nobody,
    },
    {
      op: 'update with an unknown path',
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { chosen_paths: ['cooking'] }),
      allow: nobody,
    },
    {
      op: 'update with no path',
      run: (db, who) => updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { chosen_paths: [] }),
      allow: nobody,
    },
    {
      op: 'update with a non-boolean flag',
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { notify_push: 'yes' }),
      allow: nobody,
    },
    ...(['instant', 'daily', 'off'] as const).map((choice): Row => ({
      op: `update new-task e-mails to ${choice}`,
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { new_task_emails: choice }),
      allow: ['creator'],
    })),
    {
      op: 'update new-task e-mails to an unknown choice',
      run: (db, who) =>
        updateDoc(doc(db, 'creator_profiles', ownerFor(who)), { new_task_emails: 'hourly' }),
      allow: nobody,
    },
    {
      op: 'delete',
      run: (db, who) => deleteDoc(doc(db, 'creator_profiles', ownerFor(who))),
      allow: nobody,
    },
  ],
  tasks: [
    {
      op: 'get published',
      run: (db) => getDoc(doc(db, 'tasks', 'mx-published')),
      allow: ['creator', 'otherCreator', ...staff],
    },
    { op: 'get draft', run: (db) => getDoc(doc(db, 'tasks', 'mx-draft')), allow: staff },
    // A 'discover' task: read by id only by the creator who accepted it (and staff).
    {
      op: "get a 'discover' task",
      run: (db) => getDoc(doc(db, 'tasks', 'mx-discover')),
      allow: ['creator', ...staff],
    },
    {
      op: "list where status == 'published' and listed == true",
      run: (db) =>
        getDocs(
          query(
            collection(db, 'tasks'),
            where('status', '==', 'published'),
            where('listed', '==', true),
            limit(20),
          ),
        ),
      allow: ['creator', 'otherCreator', ...staff],
    },
    // Not listed, or not asked to be: it could return a 'discover' task.
    {
      op: "list where status == 'published'",
      run: (db) =>
        getDocs(query(collection(db, 'tasks'), where('status', '==', 'published'), limit(20))),
      allow: staff,
    },
    {
      op: "list where status == 'published' and listed == false",
      run: (db) =>
        getDocs(
          query(
            collection(db, 'tasks'),
            where('status', '==', 'published'),
            where('listed', '==', false),
            limit(20),
          ),
        ),
      allow: staff,
    },
    {
      op: "list where status == 'published' and eligibility.guard == 'discover'",
      run: (db) =>
        getDocs(
          query(
            collection(db, 'tasks'),
            where('status', '==', 'published'),
            where('eligibility.guard', '==', 'discover'),
            limit(20),
          ),
        ),
      allow: staff,
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'tasks'), limit(20))),
      allow: staff,
    },
    {
      op: "list where status == 'draft'",
      run: (db) =>
        getDocs(query(collection(db, 'tasks'), where('status', '==', 'draft'), limit(20))),
      allow: staff,
    },
    {
      op: 'create',
      run: (db, who) => setDoc(doc(db, 'tasks', `new-${who}`), { title: 'x', status: 'published' }),
      allow: nobody,
    },
    {
      op: 'update',
      run: (db) => updateDoc(doc(db, 'tasks', 'mx-published'), { status: 'closed' }),
      allow: nobody,
    },
    { op: 'delete', run: (db) => deleteDoc(doc(db, 'tasks', 'mx-draft')), allow: nobody },
  ],
  // A task's slot shards: staff read them (creators read the tally on the task); nobody writes.
  slots: [
    {
      op: 'get a shard',
      run: (db) => getDoc(doc(db, 'tasks', 'mx-published', 'slots', '0')),
      allow: staff,
    },
    {
      op: "list a task's shards",
      run: (db) => getDocs(query(collection(db, 'tasks', 'mx-published', 'slots'), limit(40))),
      allow: staff,
    },
    {
      op: "list every task's shards",
      run: (db) => getDocs(query(collectionGroup(db, 'slots'), limit(20))),
      allow: nobody,
    },
    {
      op: 'create',
      run: (db, who) =>
        setDoc(doc(db, 'tasks', 'mx-published', 'slots', `new-${who}`), {
          capacity: 5,
          taken: 0,
          version: 0,
        }),
      allow: nobody,
    },
    {
      op: 'update',
      run: (db) => updateDoc(doc(db, 'tasks', 'mx-published', 'slots', '0'), { taken: 0 }),
      allow: nobody,
    },
    {
      op: 'delete',
      run: (db) => deleteDoc(doc(db, 'tasks', 'mx-published', 'slots', '0')),
      allow: nobody,
    },
  ],
  task_acceptances: ownedByUser(
    'task_acceptances',
    (owner) => `mx-published_${owner}`,
    ownerOrStaff,
    staff,
  ),
  submissions: [
    ...ownedByUser('submissions', (owner) => `sub-${owner}`, ownerOrStaff, staff),
    // Who decided is the functions' record: nobody passes automatic work off as reviewed.
    {
      op: 'update its review source',
      run: (db, who) =>
        updateDoc(doc(db, 'submissions', `sub-${ownerFor(who)}`), { review_source: 'staff' }),
      allow: nobody,
    },
  ],
  payouts: ownedByUser('payouts', (owner) => `pay-${owner}`, ownerOrStaff, staff),
  payout_accounts: ownedByUser(
    'payout_accounts',
    (owner) => `acc-${owner}`,
    ['creator', 'admin'],
    ['admin'],
  ),
  creator_balances: [
    ...keyedByUser('creator_balances', ['creator', 'admin'], nobody),
    ...noClientWrites('creator_balances', ownerFor),
  ],
  // The creator overview's counts: the creator and staff read one, nobody lists them.
  creator_stats: [
    ...keyedByUser('creator_stats', ownerOrStaff, nobody),
    ...noClientWrites('creator_stats', ownerFor),
  ],
  // The sandbox payout provider's record of transfers: the functions' business only.
  sandbox_transfers: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'sandbox_transfers', 'pay-mx-creator')),
      allow: nobody,
    },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'sandbox_transfers'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('sandbox_transfers', () => 'pay-mx-creator'),
  ],
  // Addresses that asked for no more release requests: the functions' business only (a creator
  // who could read them would learn who refused them).
  release_request_blocks: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'release_request_blocks', 'mx-address-hash')),
      allow: nobody,
    },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'release_request_blocks'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('release_request_blocks', () => 'mx-address-hash'),
  ],
  // The public callables' token buckets: the functions' business only.
  rate_limits: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'rate_limits', 'joinWaitlist_mx')),
      allow: nobody,
    },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'rate_limits'), limit(20))),
      allow: nobody,
    },
    {
      op: 'refill a bucket',
      run: (db) => setDoc(doc(db, 'rate_limits', 'joinWaitlist_mx'), { tokens: 1000 }),
      allow: nobody,
    },
    {
      op: 'delete',
      run: (db) => deleteDoc(doc(db, 'rate_limits', 'joinWaitlist_mx')),
      allow: nobody,
    },
  ],
  // The e-mail outbox: addresses and message bodies are the functions' business only,
  // even the recipient's own; a client that could write here could send mail as Groundtruth.
  mail: [
    {
      op: 'get own/target',
      run: (db, who) => getDoc(doc(db, 'mail', `mail-${ownerFor(who)}`)),
      allow: nobody,
    },
    {
      op: 'list where user_id == target',
      run: (db, who) =>
        getDocs(query(collection(db, 'mail'), where('user_id', '==', ownerFor(who)), limit(20))),
      allow: nobody,
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'mail'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('mail', (who) => `mail-${ownerFor(who)}`),
  ],
  audit_logs: [
    { op: 'get', run: (db) => getDoc(doc(db, 'audit_logs', 'mx-log')), allow: staff },
    {
      op: 'list latest 100',
      run: (db) => getDocs(query(collection(db, 'audit_logs'), limit(100))),
      allow: staff,
    },
    ...noClientWrites('audit_logs', () => 'mx-log'),
  ],
  notifications: [
    {
      op: 'get own/target',
      run: (db, who) => getDoc(doc(db, 'notifications', `note-${ownerFor(who)}`)),
      allow: ['creator'],
    },
    {
      op: 'list where user_id == target',
      run: (db, who) =>
        getDocs(
          query(collection(db, 'notifications'), where('user_id', '==', ownerFor(who)), limit(20)),
        ),
      allow: ['creator'],
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'notifications'), limit(20))),
      allow: nobody,
    },
    {
      op: 'update read to true',
      run: (db, who) =>
        updateDoc(doc(db, 'notifications', `note-${ownerFor(who)}`), { read: true }),
      allow: ['creator'],
    },
    {
      op: 'update read to false',
      run: (db, who) =>
        updateDoc(doc(db, 'notifications', `note-${ownerFor(who)}`), { read: false }),
      allow: nobody,
    },
    {
      op: 'update read to true with another field',
      run: (db, who) =>
        updateDoc(doc(db, 'notifications', `note-${ownerFor(who)}`), {
          read: true,
          title: 'Payout sent',
        }),
      allow: nobody,
    },
    {
      op: 'update read to true with its words in another language',
      run: (db, who) =>
        updateDoc(doc(db, 'notifications', `note-${ownerFor(who)}`), {
          read: true,
          'in_locales.es': { title: 'Pago enviado', body: 'Otro texto' },
        }),
      allow: nobody,
    },
    ...noClientWrites('notifications', (who) => `note-${ownerFor(who)}`),
  ],
  platform_settings: [
    { op: 'get', run: (db) => getDoc(doc(db, 'platform_settings', 'operations')), allow: staff },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'platform_settings'), limit(20))),
      allow: nobody,
    },
    {
      op: 'update by a client',
      run: (db) =>
        updateDoc(doc(db, 'platform_settings', 'operations'), { review_auto_approve_days: 1 }),
      allow: nobody,
    },
    ...noClientWrites('platform_settings', () => 'operations'),
  ],
  // Dataset exports: staff follow them; only the functions write them.
  dataset_exports: [
    { op: 'get', run: (db) => getDoc(doc(db, 'dataset_exports', 'mx-export')), allow: staff },
    {
      op: "list a task's exports",
      run: (db) =>
        getDocs(
          query(
            collection(db, 'dataset_exports'),
            where('task_id', '==', 'mx-published'),
            limit(20),
          ),
        ),
      allow: staff,
    },
    {
      op: 'queue an export without the callable',
      run: (db, who) =>
        setDoc(doc(db, 'dataset_exports', `new-${who}`), {
          task_id: 'mx-published',
          status: 'queued',
          created_by: uidOf(who) ?? 'x',
        }),
      allow: nobody,
    },
    {
      op: 'change its auto-approved count',
      run: (db) => updateDoc(doc(db, 'dataset_exports', 'mx-export'), { auto_approved_count: 0 }),
      allow: nobody,
    },
    {
      op: 'mark an export complete',
      run: (db) => updateDoc(doc(db, 'dataset_exports', 'mx-export'), { status: 'complete' }),
      allow: nobody,
    },
    {
      op: 'delete',
      run: (db) => deleteDoc(doc(db, 'dataset_exports', 'mx-export')),
      allow: nobody,
    },
  ],
  // Staff analytics: admins read the daily figures, support and creators do not.
  stats_daily: [
    { op: 'get', run: (db) => getDoc(doc(db, 'stats_daily', '2026-01-05')), allow: ['admin'] },
    {
      op: 'list a range of days',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'stats_daily'),
            where('day', '>=', '2026-01-01'),
            orderBy('day', 'asc'),
            limit(365),
          ),
        ),
      allow: ['admin'],
    },
    ...noClientWrites('stats_daily', () => '2026-01-05'),
  ],
  // The days' shards, read beside the bases: admins only, nobody writes.
  stats_daily_shards: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'stats_daily_shards', '2026-01-05_7')),
      allow: ['admin'],
    },
    {
      op: 'list a range of days',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'stats_daily_shards'),
            where('day', '>=', '2026-01-01'),
            orderBy('day', 'asc'),
            limit(896),
          ),
        ),
      allow: ['admin'],
    },
    ...noClientWrites('stats_daily_shards', () => '2026-01-05_7'),
  ],
  // Reviewer QA: admins read every reviewer's figures, support only their own, creators none.
  reviewer_stats: [
    {
      op: "get one's own",
      run: (db) => getDoc(doc(db, 'reviewer_stats', uids.support)),
      allow: staff,
    },
    {
      op: "get another reviewer's",
      run: (db) => getDoc(doc(db, 'reviewer_stats', uids.admin)),
      allow: ['admin'],
    },
    {
      op: 'list all',
      run: (db) =>
        getDocs(query(collection(db, 'reviewer_stats'), orderBy('__name__'), limit(100))),
      allow: ['admin'],
    },
    ...noClientWrites('reviewer_stats', () => uids.support),
  ],
  reviewer_stats_daily: [
    {
      op: "get one's own day",
      run: (db) => getDoc(doc(db, 'reviewer_stats_daily', `${uids.support}_2026-01-05`)),
      allow: staff,
    },
    {
      op: "get another reviewer's day",
      run: (db) => getDoc(doc(db, 'reviewer_stats_daily', `${uids.admin}_2026-01-05`)),
      allow: ['admin'],
    },
    ...(['support', 'admin'] as const).map((reviewer): Row => ({
      op: `list the days of uid == ${reviewer}`,
      run: (db) =>
        getDocs(
          query(
            collection(db, 'reviewer_stats_daily'),
            where('uid', '==', uids[reviewer]),
            where('day', '>=', '2026-01-01'),
            orderBy('day', 'asc'),
            limit(90),
          ),
        ),
      allow: reviewer === 'support' ? staff : ['admin'],
    })),
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'reviewer_stats_daily'), limit(20))),
      allow: ['admin'],
    },
    ...noClientWrites('reviewer_stats_daily', () => `${uids.support}_2026-01-05`),
  ],
  // Second-opinion agreement per week: admins only.
  review_agreement: [
    { op: 'get', run: (db) => getDoc(doc(db, 'review_agreement', '2026-W02')), allow: ['admin'] },
    {
      op: 'list a range of weeks',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'review_agreement'),
            where('week', '>=', '2026-W01'),
            orderBy('week', 'asc'),
            limit(14),
          ),
        ),
      allow: ['admin'],
    },
    ...noClientWrites('review_agreement', () => '2026-W02'),
  ],
  // A task's measured effort and rate: staff read it (Manage Tasks), creators never do.
  task_effort: [
    { op: 'get', run: (db) => getDoc(doc(db, 'task_effort', 'mx-published')), allow: staff },
    {
      op: 'list those under the floor',
      run: (db) =>
        getDocs(query(collection(db, 'task_effort'), where('under_floor', '==', true), limit(50))),
      allow: staff,
    },
    ...noClientWrites('task_effort', () => 'mx-published'),
  ],
  // The minutes of a task's approved work, by shard: staff read them (Analytics), creators never.
  task_effort_shards: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'task_effort_shards', 'mx-published_0')),
      allow: staff,
    },
    {
      op: 'list the latest',
      run: (db) =>
        getDocs(
          query(collection(db, 'task_effort_shards'), orderBy('updated_at', 'desc'), limit(50)),
        ),
      allow: staff,
    },
    ...noClientWrites('task_effort_shards', () => 'mx-published_0'),
  ],
  // Where a held submission's second opinion stands: staff read it, its creator never does.
  second_opinions: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'second_opinions', `sub-${uids.creator}`)),
      allow: staff,
    },
    {
      op: 'list the open ones',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'second_opinions'),
            where('state', 'in', ['awaiting', 'with_admin']),
            orderBy('requested_at', 'asc'),
            limit(20),
          ),
        ),
      allow: staff,
    },
    {
      op: "list where submission_id == one's own submission",
      run: (db, who) =>
        getDocs(
          query(
            collection(db, 'second_opinions'),
            where('submission_id', '==', `sub-${ownerFor(who)}`),
            limit(20),
          ),
        ),
      allow: staff,
    },
    ...noClientWrites('second_opinions', () => `sub-${uids.creator}`),
  ],
  // Gold items look like pending work: no client reads or lists them, so none can be told from
  // real work (reviewQueueGold hands out those of one's queue).
  gold_items: [
    { op: 'get', run: (db) => getDoc(doc(db, 'gold_items', 'mxgold')), allow: nobody },
    {
      op: 'list the newest',
      run: (db) =>
        getDocs(query(collection(db, 'gold_items'), orderBy('submitted_at', 'desc'), limit(30))),
      allow: nobody,
    },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'gold_items'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('gold_items', () => 'mxgold'),
  ],
  // A gold item's expected answer: the functions' alone, admins included.
  gold_keys: [
    { op: 'get', run: (db) => getDoc(doc(db, 'gold_keys', 'mxgold')), allow: nobody },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'gold_keys'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('gold_keys', () => 'mxgold'),
  ],
  // Gold checks: admins read every reviewer's, a reviewer only their own, creators none.
  gold_checks: [
    {
      op: "get one's own",
      run: (db) => getDoc(doc(db, 'gold_checks', `mxgold_${uids.support}`)),
      allow: staff,
    },
    {
      op: "get another reviewer's",
      run: (db) => getDoc(doc(db, 'gold_checks', `mxgold_${uids.admin}`)),
      allow: ['admin'],
    },
    ...(['support', 'admin'] as const).map((reviewer): Row => ({
      op: `list the checks of reviewer_id == ${reviewer} by id`,
      run: (db) =>
        getDocs(
          query(
            collection(db, 'gold_checks'),
            where('reviewer_id', '==', uids[reviewer]),
            where(documentId(), 'in', [`mxgold_${uids[reviewer]}`]),
            limit(30),
          ),
        ),
      allow: reviewer === 'support' ? staff : ['admin'],
    })),
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'gold_checks'), limit(20))),
      allow: ['admin'],
    },
    ...noClientWrites('gold_checks', () => `mxgold_${uids.support}`),
  ],
  // Who was active when: the functions' own bookkeeping, nobody's client reads or writes it.
  stats_active_creators: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'stats_active_creators', `day_2026-01-05_${uids.creator}`)),
      allow: nobody,
    },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'stats_active_creators'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('stats_active_creators', () => `day_2026-01-05_${uids.creator}`),
  ],
  // Where a job paging a whole collection stopped (recountCounterStats): the functions' own.
  job_cursors: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'job_cursors', 'recountCounterStats')),
      allow: nobody,
    },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'job_cursors'), limit(20))),
      allow: nobody,
    },
    ...noClientWrites('job_cursors', () => 'recountCounterStats'),
  ],
  // The waitlist is the joinWaitlist callable's: a client writes no entry at all,
  // under an id of its choosing, the id the callable would derive, or any other.
  waitlist: [
    {
      op: 'create a valid entry under a random id',
      run: (db, who) =>
        setDoc(doc(collection(db, 'waitlist')), {
          email: `${who}@example.com`,
          source: 'waitlist',
          created_at: serverTimestamp(),
        }),
      allow: nobody,
    },
    {
      op: 'create an exit-intent entry under an id of its choosing',
      run: (db, who) =>
        setDoc(doc(db, 'waitlist', `mine-${who}`), {
          email: `${who}@example.com`,
          source: 'exit_intent',
          created_at: serverTimestamp(),
        }),
      allow: nobody,
    },
    {
      op: "create under the callable's id for the address",
      run: (db, who) =>
        setDoc(doc(db, 'waitlist', waitlistEntryId(`${who}@example.com`)), {
          email: `${who}@example.com`,
          source: 'waitlist',
          created_at: serverTimestamp(),
        }),
      allow: nobody,
    },
    { op: 'get', run: (db) => getDoc(doc(db, 'waitlist', 'mx-entry')), allow: nobody },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'waitlist'), limit(20))),
      allow: nobody,
    },
    {
      op: 'update',
      run: (db) => updateDoc(doc(db, 'waitlist', 'mx-entry'), { source: 'exit_intent' }),
      allow: nobody,
    },
    { op: 'delete', run: (db) => deleteDoc(doc(db, 'waitlist', 'mx-entry')), allow: nobody },
  ],
  // Qualifications: the types are read by every active person; the answer key by staff alone,
  // through any read path; attempts and grants by their creator and staff; clients write none.
  qualifications: [
    {
      op: 'get',
      run: (db) => getDoc(doc(db, 'qualifications', 'mx-qual')),
      allow: ['creator', 'otherCreator', ...staff],
    },
    {
      op: 'list active',
      run: (db) =>
        getDocs(
          query(collection(db, 'qualifications'), where('status', '==', 'active'), limit(20)),
        ),
      allow: ['creator', 'otherCreator', ...staff],
    },
    ...noClientWrites('qualifications', () => 'mx-qual'),
  ],
  qualification_keys: [
    { op: 'get', run: (db) => getDoc(doc(db, 'qualification_keys', 'mx-qual')), allow: staff },
    {
      op: 'list all',
      run: (db) => getDocs(query(collection(db, 'qualification_keys'), limit(20))),
      allow: staff,
    },
    {
      op: 'list by qualification',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'qualification_keys'),
            where('qualification_id', '==', 'mx-qual'),
            limit(20),
          ),
        ),
      allow: staff,
    },
    ...noClientWrites('qualification_keys', () => 'mx-qual'),
  ],
  qualification_attempts: ownedByUser(
    'qualification_attempts',
    (owner) => `mx-qual_${owner}_1`,
    ownerOrStaff,
    staff,
  ),
  qualification_grants: ownedByUser(
    'qualification_grants',
    (owner) => `mx-qual_${owner}`,
    ownerOrStaff,
    staff,
  ),
  // Conversations, announcements and task alerts (testing/thread-matrix.ts).
  ...threadMatrix(noClientWrites),
  // Tax forms, their summaries and their sealed numbers (testing/tax-matrix.ts).
  ...taxMatrix(noClientWrites),
  // Identity verification (testing/identity-matrix.ts).
  ...identityMatrix(noClientWrites),
};

beforeAll(async () => {
  await seedMatrix();
  await seedThreadMatrix();
  await seedTaxMatrix();
  await seedIdentityMatrix();
  await seedOrderMatrix();
});

// A slot shard of the published task, as createTask makes them.
beforeAll(async () => {
  await admin
    .db()
    .doc('tasks/mx-published/slots/0')
    .set({ capacity: 5, taken: 1, version: 1, changed_at: Timestamp.now() });
});

// The artifact of this matrix: which expressions of firestore.rules it evaluated (in its own
// project), to what and how often.
afterAll(async () => {
  const report = await writeRulesCoverage('firestore');
  const missed = unreached(report);
  const sided = oneSided(report);
  console.info(
    [
      `firestore.rules coverage: ${COVERAGE_DIR}/firestore.html`,
      `${missed.length} allow conditions or function bodies never evaluated`,
      ...missed.map((m) => `  ${m}`),
      `${sided.length} that only ever came out one way`,
      ...sided.map((m) => `  ${m}`),
    ].join('\n'),
  );
});

for (const [name, rows] of Object.entries(matrix)) {
  describe(`firestore.rules: ${name}`, () => {
    itAllowsExactly(rows, outcome);
  });
}

// Dataset orders, with customers of two organisations (testing/order-matrix.ts).
for (const [name, rows] of Object.entries(orderMatrix())) {
  describe(`firestore.rules: ${name} (customers)`, () => {
    itAllowsExactlyForOrders(rows);
  });
}

// Customer invitations: the functions' business only, whoever asks (the invited customer's
// organisation included); the page reads its own through readCustomerInvitation.
describe('firestore.rules: customer_invitations (customers)', () => {
  const id = 'mx-invitation-hash';
  beforeAll(async () => {
    await admin
      .db()
      .doc(`customer_invitations/${id}`)
      .set({
        email: 'invited@example.com',
        organization_id: 'mx-org-a',
        organization_name: 'mx-org-a',
        status: 'pending',
        invited_by: uids.admin,
        created_at: Timestamp.now(),
        expires_at: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
  });
  const invitation = (db: Firestore) => doc(db, 'customer_invitations', id);
  itAllowsExactlyForOrders([
    { op: 'get', run: (db) => getDoc(invitation(db)), allow: nobody },
    {
      op: 'list',
      run: (db) => getDocs(query(collection(db, 'customer_invitations'), limit(20))),
      allow: nobody,
    },
    {
      op: 'list where organization_id == own',
      run: (db) =>
        getDocs(
          query(
            collection(db, 'customer_invitations'),
            where('organization_id', '==', 'mx-org-a'),
            limit(20),
          ),
        ),
      allow: nobody,
    },
    {
      op: 'create',
      run: (db) =>
        setDoc(doc(db, 'customer_invitations', 'mx-forged'), {
          email: 'forged@example.com',
          organization_id: 'mx-org-a',
          status: 'pending',
        }),
      allow: nobody,
    },
    {
      op: 'update',
      run: (db) => updateDoc(invitation(db), { status: 'accepted' }),
      allow: nobody,
    },
    { op: 'delete', run: (db) => deleteDoc(invitation(db)), allow: nobody },
  ]);
});

describe('firestore.rules: unknown collections', () => {
  it.each(identities)('should deny %s everything else', async (who) => {
    const { db } = clientFor(who);
    expect(await outcome(() => getDoc(doc(db, 'secrets', 'x')), who)).toBe('deny');
    expect(await outcome(() => setDoc(doc(db, 'secrets', 'x'), { a: 1 }), who)).toBe('deny');
  });
});

describe('firestore.rules: a demoted staff member with a stale claim', () => {
  // Claim still says support (the token predates the change); users.role says creator.
  const { db } = mockClient({ sub: uids.otherCreator, role: 'support' });

  it.each([
    ['get another user', () => getDoc(doc(db, 'users', uids.creator))],
    ['list users', () => getDocs(query(collection(db, 'users'), limit(20)))],
    ['list audit logs', () => getDocs(query(collection(db, 'audit_logs'), limit(100)))],
    ['get a draft task', () => getDoc(doc(db, 'tasks', 'mx-draft'))],
  ])('should deny: %s', async (_name, run) => {
    await expect(run()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('should still read their own record', async () => {
    await expect(getDoc(doc(db, 'users', uids.otherCreator))).resolves.toBeTruthy();
  });
});
