/**
 * The rules matrix's rows for identity verification: `identity_checks/{uid}` (the creator and
 * staff read one; nobody lists them; no client writes), and the functions-only
 * `identity_events` and `sandbox_identity_sessions`, which no client reads or writes. Seeded with
 * firebase-admin, which the rules do not bind.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  type Firestore,
} from 'firebase/firestore/lite';
import { admin } from './clients';
import { ownerFor, uids, type Identity, type MatrixRow } from './matrix';

type Row = MatrixRow<(db: Firestore, who: Identity) => Promise<unknown>>;

/** Seeds each creator's identity check, a handled event and a sandbox session. */
export async function seedIdentityMatrix(): Promise<void> {
  const db = admin.db();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const uid of [uids.creator, uids.otherCreator, uids.suspended]) {
    batch.set(db.doc(`identity_checks/${uid}`), {
      status: 'verified',
      verified_name: `${uid} legal`,
      reason: null,
      updated_at: now,
      session_id: `vs-${uid}`,
      last_event_created: now.seconds,
      last_event_id: `evt-${uid}`,
      verified_at: now,
    });
  }
  batch.set(db.doc('identity_events/evt-mx-creator'), {
    type: 'identity.verification_session.verified',
    user_id: uids.creator,
    session_id: 'vs-mx-creator',
    created: now.seconds,
    outcome: 'applied',
    received_at: now,
  });
  batch.set(db.doc('sandbox_identity_sessions/vs-mx-creator'), {
    user_id: uids.creator,
    name: 'creator',
    return_url: 'http://localhost:3000/dashboard/payments',
    created: now.seconds,
    created_at: now,
  });
  await batch.commit();
}

/** Rows a collection no client may read shares. */
function functionsOnly(
  name: string,
  id: string,
  noClientWrites: (name: string, target: (who: Identity) => string) => Row[],
): Row[] {
  return [
    { op: 'get', run: (db) => getDoc(doc(db, name, id)), allow: [] },
    { op: 'list', run: (db) => getDocs(query(collection(db, name), limit(20))), allow: [] },
    ...noClientWrites(name, () => id),
  ];
}

/** The matrix's identity rows, given the shared row of no client writes. */
export function identityMatrix(
  noClientWrites: (name: string, target: (who: Identity) => string) => Row[],
): Record<string, Row[]> {
  return {
    identity_checks: [
      {
        op: 'get own/target',
        run: (db, who) => getDoc(doc(db, 'identity_checks', ownerFor(who))),
        allow: ['creator', 'support', 'admin'],
      },
      {
        op: "get another creator's",
        run: (db) => getDoc(doc(db, 'identity_checks', uids.otherCreator)),
        allow: ['otherCreator', 'support', 'admin'],
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'identity_checks'), limit(20))),
        allow: [],
      },
      ...noClientWrites('identity_checks', ownerFor),
    ],
    identity_events: functionsOnly('identity_events', 'evt-mx-creator', noClientWrites),
    sandbox_identity_sessions: functionsOnly(
      'sandbox_identity_sessions',
      'vs-mx-creator',
      noClientWrites,
    ),
  };
}
