/**
 * The screens' queries (domain/src/queries.ts) through the web SDK as the roles that run them:
 * the rules accept each one (rules are not filters), each page is bounded, and the counts are
 * aggregation queries.
 */
import {
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  sum,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@groundtruth/domain/constants';
import { nameFields } from '@groundtruth/domain/name-search';
import { screenQueries } from '@groundtruth/domain/queries';
import { balanceDocPath, countQueries } from '@groundtruth/domain/count-queries';
import type { CountQuery, ListQuery } from '@groundtruth/domain/query-spec';
import { liteQuery } from '@groundtruth/platform/firestore-queries';
import { admin, mockClient } from '../testing/clients';

const creatorId = 'sq-creator';
const HISTORY = PAGE_SIZE * 2 + 5;

/** The apps' own adapter builds each query, so the test reads exactly what the screens read. */
const webQuery = (db: Firestore, spec: ListQuery | CountQuery, after?: DocumentSnapshot): Query =>
  liteQuery(db, spec, after);

beforeAll(async () => {
  const db = admin.db();
  const batch = db.batch();
  const t0 = Date.now() - HISTORY * 1000;
  batch.set(db.doc(`users/${creatorId}`), {
    name: 'Q',
    email: 'q@example.com',
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  batch.set(db.doc(`creator_balances/${creatorId}`), {
    user_id: creatorId,
    approved_cents: 0,
    sent_cents: 0,
    pending_cents: 0,
    default_payout_account_id: null,
    payout_account_count: 0,
    updated_at: Timestamp.now(),
  });
  for (let i = 0; i < HISTORY; i++) {
    const at = Timestamp.fromMillis(t0 + i * 1000);
    batch.set(db.doc(`submissions/sq-sub-${i}`), {
      user_id: creatorId,
      task_id: 't',
      review_status: 'approved',
      submitted_at: at,
      paid: true,
    });
    batch.set(db.doc(`notifications/sq-note-${i}`), {
      user_id: creatorId,
      kind: 'submission_reviewed',
      title: 'Submission approved',
      body: 't',
      link: '/dashboard/submissions',
      entity_id: `sq-sub-${i}`,
      read: i % 2 === 0,
      created_at: at,
    });
    batch.set(db.doc(`payouts/sq-pay-${i}`), {
      user_id: creatorId,
      submission_id: `sq-sub-${i}`,
      amount_cents: 100,
      status: 'sent',
      created_at: at,
      updated_at: at,
    });
  }
  await batch.commit();
});

describe("creator screens' queries", () => {
  const { db } = mockClient({ sub: creatorId, role: 'creator' });

  it.each([
    ['publishedTasks', screenQueries.publishedTasks()],
    ['myAcceptances', screenQueries.myAcceptances(creatorId)],
    ['mySubmissions', screenQueries.mySubmissions(creatorId)],
    ['myPayouts', screenQueries.myPayouts(creatorId)],
    ['myPayoutAccounts', screenQueries.myPayoutAccounts(creatorId)],
    ['myNotifications', screenQueries.myNotifications(creatorId)],
  ])('should allow %s and read at most one page', async (_name, spec) => {
    const snap = await getDocs(webQuery(db, spec));
    expect(snap.size).toBeLessThanOrEqual(spec.limit);
  });

  it("should read the review state of their latest submissions by id, and no one else's", async () => {
    const ids = ['sq-sub-0', 'sq-sub-3', 'sq-missing'];
    const snap = await getDocs(webQuery(db, screenQueries.mySubmissionsByIds(creatorId, ids)));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['sq-sub-0', 'sq-sub-3']);
    // Another creator asking for the same ids is allowed (the query names their own uid) and
    // reads nothing: the rules are satisfied by the constraint, not by filtering.
    await admin.db().doc('users/sq-other').set({
      name: 'O',
      email: 'o@example.com',
      role: 'creator',
      status: 'active',
      created_at: Timestamp.now(),
    });
    const other = mockClient({ sub: 'sq-other', role: 'creator' }).db;
    const none = await getDocs(webQuery(other, screenQueries.mySubmissionsByIds('sq-other', ids)));
    expect(none.size).toBe(0);
  });

  it('should page through a long history a page at a time, newest first', async () => {
    const spec = screenQueries.mySubmissions(creatorId);
    const first = await getDocs(webQuery(db, spec));
    expect(first.size).toBe(PAGE_SIZE);
    expect(first.docs[0]!.id).toBe(`sq-sub-${HISTORY - 1}`);
    const second = await getDocs(webQuery(db, spec, first.docs.at(-1)));
    expect(second.size).toBe(PAGE_SIZE);
    expect(second.docs[0]!.id).toBe(`sq-sub-${HISTORY - 1 - PAGE_SIZE}`);
  });

  it('should count their submissions by review state with one aggregation query', async () => {
    const count = await getCount(
      webQuery(db, countQueries.mySubmissionsByStatus(creatorId, 'approved')),
    );
    expect(count.data().count).toBe(HISTORY);
  });

  it("should count the bell's unread notifications with one aggregation query", async () => {
    const count = await getCount(webQuery(db, countQueries.myUnreadNotifications(creatorId)));
    expect(count.data().count).toBe(Math.floor(HISTORY / 2));
  });

  it('should read the earnings cards from one document', async () => {
    const snap = await getDoc(doc(db, balanceDocPath(creatorId)));
    expect(snap.get('sent_cents')).toBe(0);
  });
});

describe("staff screens' queries", () => {
  const { db } = mockClient({ sub: 'mx-support', role: 'support' });

  beforeAll(async () => {
    await admin.db().doc('users/mx-support').set({
      name: 'S',
      email: 's@example.com',
      role: 'support',
      status: 'active',
      created_at: Timestamp.now(),
    });
  });

  it.each([
    ['allTasks', screenQueries.allTasks()],
    ['allSubmissions', screenQueries.allSubmissions()],
    ['pendingSubmissions', screenQueries.pendingSubmissions()],
    ['reviewQueueFailingRequirements', screenQueries.reviewQueueFailingRequirements()],
    ['users', screenQueries.users()],
    ['usersByEmail', screenQueries.usersByEmail('Q@')],
    ['usersByName', screenQueries.usersByName('Oka')],
    ['usersByRole', screenQueries.usersByRole('customer')],
    ['organizations', screenQueries.organizations()],
    ['organizationChoices', screenQueries.organizationChoices()],
    ['organizationPeople', screenQueries.organizationPeople('sq-org')],
    ['allPayouts', screenQueries.allPayouts()],
    ['pendingPayouts', screenQueries.pendingPayouts()],
    ['auditLogs', screenQueries.auditLogs()],
  ])('should allow %s and read at most one page', async (_name, spec) => {
    const snap = await getDocs(webQuery(db, spec));
    expect(snap.size).toBeLessThanOrEqual(spec.limit);
  });

  it("should read the review cards' tasks by id with one query, drafts included", async () => {
    await admin.db().doc('tasks/sq-draft').set({ title: 'D', status: 'draft' });
    await admin.db().doc('tasks/sq-live').set({ title: 'L', status: 'published' });
    const spec = screenQueries.tasksByIds(['sq-draft', 'sq-live', 'sq-gone']);
    const snap = await getDocs(webQuery(db, spec));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['sq-draft', 'sq-live']);
    // A creator may read published tasks only: a query by id that could return a draft is refused.
    const creator = mockClient({ sub: creatorId, role: 'creator' }).db;
    await expect(getDocs(webQuery(creator, spec))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("should find a user by the start of any word of the name, and refuse a creator's search", async () => {
    await admin
      .db()
      .doc('users/sq-lena')
      .set({
        ...nameFields('Lena Okafor'),
        email: 'lena@example.com',
        role: 'creator',
        status: 'active',
        created_at: Timestamp.now(),
      });
    for (const text of ['okafor', 'OKA', 'Lena Ok', 'lena'])
      expect(
        (await getDocs(webQuery(db, screenQueries.usersByName(text)))).docs.map((d) => d.id),
      ).toContain('sq-lena');
    expect(
      (await getDocs(webQuery(db, screenQueries.usersByName('kafor')))).docs.map((d) => d.id),
    ).not.toContain('sq-lena');
    const creator = mockClient({ sub: 'sq-lena', role: 'creator' }).db;
    await expect(
      getDocs(webQuery(creator, screenQueries.usersByName('okafor'))),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("should list customers by role and an organisation's people, and refuse both to a creator", async () => {
    const seed = admin.db();
    await seed.doc('organizations/sq-org').set({ name: 'Sq Org', created_at: Timestamp.now() });
    await seed.doc('users/sq-buyer').set({
      ...nameFields('Sq Buyer'),
      email: 'sq-buyer@example.com',
      role: 'customer',
      status: 'active',
      organization_id: 'sq-org',
      created_at: Timestamp.now(),
    });
    const customers = await getDocs(webQuery(db, screenQueries.usersByRole('customer')));
    expect(customers.docs.map((d) => d.id)).toContain('sq-buyer');
    expect(customers.docs.every((d) => d.get('role') === 'customer')).toBe(true);
    const people = await getDocs(webQuery(db, screenQueries.organizationPeople('sq-org')));
    expect(people.docs.map((d) => d.id)).toEqual(['sq-buyer']);
    const orgs = await getDocs(webQuery(db, screenQueries.organizations()));
    expect(orgs.docs.map((d) => d.id)).toContain('sq-org');
    const creator = mockClient({ sub: creatorId, role: 'creator' }).db;
    for (const spec of [
      screenQueries.usersByRole('customer'),
      screenQueries.organizationPeople('sq-org'),
      screenQueries.organizations(),
    ])
      await expect(getDocs(webQuery(creator, spec))).rejects.toMatchObject({
        code: 'permission-denied',
      });
  });

  it('should find a user by e-mail prefix', async () => {
    const snap = await getDocs(webQuery(db, screenQueries.usersByEmail('Q@EXAMPLE')));
    expect(snap.docs.map((d) => d.id)).toContain(creatorId);
  });

  // Each count with the arguments its screen passes (the creator's submission counts run as staff
  // here; the creator's suite above runs them under the creator's rules). Notifications are their
  // owner's alone, so the bell's count runs in the creator's suite only.
  const countArgs: Partial<Record<keyof typeof countQueries, unknown[]>> = {
    sentToday: [new Date()],
    overdueSubmissions: [new Date()],
    mySubmissionsByStatus: [creatorId, 'approved'],
  };
  const staffCounts = Object.entries(countQueries).filter(
    ([name]) => name !== 'myUnreadNotifications',
  );
  it.each(staffCounts)('should read the %s card with one aggregation query', async (name, make) => {
    const args = countArgs[name as keyof typeof countQueries] ?? [];
    const spec = (make as (...a: unknown[]) => CountQuery)(...args);
    const q = webQuery(db, spec);
    if (spec.sum) {
      const result = await getAggregate(q, { total: sum(spec.sum) });
      expect(typeof result.data().total).toBe('number');
    } else {
      const result = await getCount(q);
      expect(result.data().count).toBeGreaterThanOrEqual(0);
    }
  });

  it('should count payouts sent today', async () => {
    const count = await getCount(webQuery(db, countQueries.sentToday(new Date())));
    expect(count.data().count).toBeGreaterThanOrEqual(HISTORY);
  });
});
