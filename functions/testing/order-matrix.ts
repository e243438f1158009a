/**
 * The rules matrix's rows for dataset orders, with identities of their own: customers of two
 * organisations (one of them suspended) beside the matrix's creator and staff. Organisations
 * (their customers and staff get one; staff list them), dataset_orders and their ledger and
 * samples (their organisation's customers, and staff), order_payment_events (functions only),
 * and what else a customer may read: their own account, nothing of creators', tasks' or the
 * staff's. Seeded with firebase-admin, which the rules do not bind.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { expect, it } from 'vitest';
import { admin, mockClient } from './clients';
import { uids } from './matrix';

export const orderIdentities = [
  'signedOut',
  'customer',
  'otherCustomer',
  'suspendedCustomer',
  'creator',
  'support',
  'admin',
] as const;
export type OrderIdentity = (typeof orderIdentities)[number];

type Op = (db: Firestore) => Promise<unknown>;
interface Row {
  op: string;
  run: Op;
  allow: readonly OrderIdentity[];
}

const ORG = 'mx-org-a';
const OTHER_ORG = 'mx-org-b';
const customers = {
  customer: { uid: 'mx-customer', org: ORG, status: 'active' },
  otherCustomer: { uid: 'mx-other-customer', org: OTHER_ORG, status: 'active' },
  suspendedCustomer: { uid: 'mx-suspended-customer', org: ORG, status: 'suspended' },
} as const;

/** The matrix's orders: one of each organisation (the customer's and the other customer's). */
export const matrixOrders = { own: `order-${ORG}`, other: `order-${OTHER_ORG}` } as const;

/** The web SDKs (Firestore and Storage) as `who`, with an emulator mock token. */
export function orderClient(who: OrderIdentity) {
  if (who === 'signedOut') return mockClient(null);
  if (who in customers) {
    const { uid, org } = customers[who as keyof typeof customers];
    return mockClient({ sub: uid, role: 'customer', organization_id: org } as { sub: string });
  }
  return mockClient({ sub: uids[who as 'creator'], role: who });
}

async function outcome(run: Op, who: OrderIdentity): Promise<'allow' | 'deny'> {
  try {
    await run(orderClient(who).db);
    return 'allow';
  } catch (err) {
    if ((err as { code?: string }).code === 'permission-denied') return 'deny';
    throw err;
  }
}

/**
 * A test per row × identity: `decide` (the row's operation run as that identity) must come out
 * 'allow' for exactly the row's identities.
 */
export function itAllowsExactlyForOrdersWith<R>(
  rows: readonly { op: string; run: R; allow: readonly OrderIdentity[] }[],
  decide: (run: R, who: OrderIdentity) => Promise<'allow' | 'deny'>,
): void {
  const cases = rows.flatMap((row) =>
    orderIdentities.map((who) => ({
      ...row,
      who,
      expected: row.allow.includes(who) ? 'allow' : 'deny',
    })),
  );
  it.each(cases)('should $expected $who: $op', async ({ run, who, expected }) => {
    expect(await decide(run, who)).toBe(expected);
  });
}

/** A test per row × identity of Firestore operations. */
export function itAllowsExactlyForOrders(rows: readonly Row[]): void {
  itAllowsExactlyForOrdersWith(rows, outcome);
}

/** Seeds the customers, two organisations, an order of each with a ledger entry, an event. */
export async function seedOrderMatrix(): Promise<void> {
  const db = admin.db();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const { uid, org, status } of Object.values(customers)) {
    batch.set(db.doc(`users/${uid}`), {
      name: uid,
      email: `${uid}@example.com`,
      role: 'customer',
      status,
      organization_id: org,
      created_at: now,
    });
    batch.set(db.doc(`user_roles/${uid}`), {
      user_id: uid,
      role: 'customer',
      organization_id: org,
    });
  }
  for (const org of [ORG, OTHER_ORG]) {
    batch.set(db.doc(`organizations/${org}`), { name: org, created_at: now });
    batch.set(db.doc(`dataset_orders/order-${org}`), {
      organization_id: org,
      organization_name: org,
      status: 'funded',
      title: 'Kitchen',
      quote: { creator_pay_cents: 1000, fee_bps: 2000, fee_cents: 200, total_cents: 1200 },
      created_at: now,
    });
    batch.set(db.doc(`dataset_orders/order-${org}/samples/sample-${org}`), {
      path: `order-samples/order-${org}/sample-${org}.jpg`,
      name: 'sample-1.jpg',
      content_type: 'image/jpeg',
      kind: 'image',
      size_bytes: 8,
      task_title: 'Kitchen',
      approved_at: now,
      created_at: now,
    });
    batch.set(db.doc(`dataset_orders/order-${org}/ledger/payment_evt-${org}`), {
      kind: 'payment',
      amount_cents: 1200,
      source_id: `evt-${org}`,
      created_at: now,
    });
  }
  // A delivered order's export (staff read exports; its customer reads the order's delivery
  // fields) and the sandbox payment provider's refund of it (functions only).
  batch.set(db.doc('dataset_exports/mx-order-export'), {
    task_id: 'mx-order-task',
    task_title: 'Kitchen',
    status: 'complete',
    order_id: `order-${ORG}`,
    created_by: customers.customer.uid,
    created_at: now,
  });
  batch.set(db.doc(`sandbox_refunds/order-${ORG}_refund_unspent`), {
    session_id: 'cs_mx',
    amount_cents: 100,
    created_at: now,
  });
  batch.set(db.doc('order_payment_events/evt-mx'), {
    type: 'checkout.session.completed',
    order_id: `order-${ORG}`,
    outcome: 'applied',
    received_at: now,
  });
  await batch.commit();
}

const staff = ['support', 'admin'] as const;
const ownOrg = ['customer', ...staff] as const;
const ownCreator = ['creator', ...staff] as const;

function noClientWrites(path: string): Row[] {
  return [
    {
      op: 'create',
      run: (db) => setDoc(doc(db, `${path}-new`), { organization_id: ORG, status: 'draft' }),
      allow: [],
    },
    { op: 'update', run: (db) => updateDoc(doc(db, path), { status: 'accepted' }), allow: [] },
    { op: 'delete', run: (db) => deleteDoc(doc(db, path)), allow: [] },
  ];
}

const list = (db: Firestore, name: string, ...filters: Parameters<typeof where>[]) =>
  getDocs(query(collection(db, name), ...filters.map((filter) => where(...filter)), limit(20)));

/** The matrix's order rows, by collection. */
export function orderMatrix(): Record<string, Row[]> {
  const ledger = `dataset_orders/order-${ORG}/ledger`;
  return {
    organizations: [
      { op: 'get own', run: (db) => getDoc(doc(db, 'organizations', ORG)), allow: ownOrg },
      {
        op: 'get the other',
        run: (db) => getDoc(doc(db, 'organizations', OTHER_ORG)),
        allow: ['otherCustomer', ...staff],
      },
      // Staff list them (Users, Organisations); a customer gets their own and lists none.
      { op: 'list all', run: (db) => list(db, 'organizations'), allow: staff },
      {
        op: 'list by name',
        run: (db) => getDocs(query(collection(db, 'organizations'), orderBy('name'), limit(20))),
        allow: staff,
      },
      ...noClientWrites(`organizations/${ORG}`),
    ],
    dataset_orders: [
      {
        op: 'get own organisation’s',
        run: (db) => getDoc(doc(db, 'dataset_orders', `order-${ORG}`)),
        allow: ownOrg,
      },
      {
        op: 'list where organization_id == own',
        run: (db) => list(db, 'dataset_orders', ['organization_id', '==', ORG]),
        allow: ownOrg,
      },
      {
        op: 'list where organization_id == the other',
        run: (db) => list(db, 'dataset_orders', ['organization_id', '==', OTHER_ORG]),
        allow: ['otherCustomer', ...staff],
      },
      { op: 'list all', run: (db) => list(db, 'dataset_orders'), allow: staff },
      ...noClientWrites(`dataset_orders/order-${ORG}`),
    ],
    ledger: [
      {
        op: 'get an entry',
        run: (db) => getDoc(doc(db, ledger, `payment_evt-${ORG}`)),
        allow: ownOrg,
      },
      { op: 'list the order’s', run: (db) => list(db, ledger), allow: ownOrg },
      {
        op: 'list the other order’s',
        run: (db) => list(db, `dataset_orders/order-${OTHER_ORG}/ledger`),
        allow: ['otherCustomer', ...staff],
      },
      ...noClientWrites(`${ledger}/payment_evt-${ORG}`),
    ],
    samples: [
      {
        op: 'get a sample',
        run: (db) => getDoc(doc(db, `dataset_orders/order-${ORG}/samples`, `sample-${ORG}`)),
        allow: ownOrg,
      },
      {
        op: 'list the order’s',
        run: (db) => list(db, `dataset_orders/order-${ORG}/samples`),
        allow: ownOrg,
      },
      {
        op: 'list the other order’s',
        run: (db) => list(db, `dataset_orders/order-${OTHER_ORG}/samples`),
        allow: ['otherCustomer', ...staff],
      },
      ...noClientWrites(`dataset_orders/order-${ORG}/samples/sample-${ORG}`),
    ],
    'order deliveries': [
      {
        op: 'get an export of the own organisation’s order',
        run: (db) => getDoc(doc(db, 'dataset_exports', 'mx-order-export')),
        allow: staff,
      },
      {
        op: 'list exports of the own organisation’s order',
        run: (db) => list(db, 'dataset_exports', ['order_id', '==', `order-${ORG}`]),
        allow: staff,
      },
      ...noClientWrites('dataset_exports/mx-order-export'),
    ],
    sandbox_refunds: [
      {
        op: 'get',
        run: (db) => getDoc(doc(db, 'sandbox_refunds', `order-${ORG}_refund_unspent`)),
        allow: [],
      },
      { op: 'list', run: (db) => list(db, 'sandbox_refunds'), allow: [] },
      ...noClientWrites(`sandbox_refunds/order-${ORG}_refund_unspent`),
    ],
    order_payment_events: [
      { op: 'get', run: (db) => getDoc(doc(db, 'order_payment_events', 'evt-mx')), allow: [] },
      { op: 'list', run: (db) => list(db, 'order_payment_events'), allow: [] },
      ...noClientWrites('order_payment_events/evt-mx'),
    ],
    'what else a customer reads': [
      {
        op: 'get the customer’s own users record',
        run: (db) => getDoc(doc(db, 'users', customers.customer.uid)),
        allow: ownOrg,
      },
      {
        op: 'get the customer’s own user_roles',
        run: (db) => getDoc(doc(db, 'user_roles', customers.customer.uid)),
        allow: ownOrg,
      },
      {
        op: 'list the people of the own organisation',
        run: (db) => list(db, 'users', ['organization_id', '==', ORG]),
        allow: staff,
      },
      {
        op: 'get a creator’s users record',
        run: (db) => getDoc(doc(db, 'users', uids.creator)),
        allow: ownCreator,
      },
      {
        op: 'get a creator profile',
        run: (db) => getDoc(doc(db, 'creator_profiles', uids.creator)),
        allow: ownCreator,
      },
      {
        op: 'list a creator’s submissions',
        run: (db) => list(db, 'submissions', ['user_id', '==', uids.creator]),
        allow: ownCreator,
      },
      {
        op: 'get a creator’s payout',
        run: (db) => getDoc(doc(db, 'payouts', `pay-${uids.creator}`)),
        allow: ownCreator,
      },
      {
        op: 'list published tasks',
        run: (db) => list(db, 'tasks', ['status', '==', 'published'], ['listed', '==', true]),
        allow: ownCreator,
      },
      {
        op: 'get a published task',
        run: (db) => getDoc(doc(db, 'tasks', 'mx-published')),
        allow: ownCreator,
      },
      {
        op: 'list qualifications',
        run: (db) => list(db, 'qualifications'),
        allow: ownCreator,
      },
      { op: 'list audit logs', run: (db) => list(db, 'audit_logs'), allow: staff },
    ],
  };
}
