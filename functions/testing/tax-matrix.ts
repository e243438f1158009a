/**
 * The rules matrix's rows for tax forms: `tax_forms` (the owner and admins read; the address and
 * date of birth are nobody else's), `tax_profiles/{uid}` (the owner and staff read one, nobody
 * lists them) and the functions-only `tax_tins`, which no client reads or writes, the owner
 * included. Seeded with firebase-admin, which the rules do not bind.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { admin } from './clients';
import { ownerFor, uids, type Identity, type MatrixRow } from './matrix';

type Row = MatrixRow<(db: Firestore, who: Identity) => Promise<unknown>>;

const formId = (owner: string) => `taxf-${owner}`;

/** Seeds each creator's form, profile and sealed number. */
export async function seedTaxMatrix(): Promise<void> {
  const db = admin.db();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const uid of [uids.creator, uids.otherCreator, uids.suspended]) {
    batch.set(db.doc(`tax_forms/${formId(uid)}`), {
      user_id: uid,
      kind: 'w9',
      status: 'current',
      legal_name: uid,
      tin_masked: '•••-••-6789',
      signed_at: now,
    });
    batch.set(db.doc(`tax_profiles/${uid}`), {
      user_id: uid,
      current_form_id: formId(uid),
      kind: 'w9',
      status: 'current',
      legal_name: uid,
      signed_at: now,
      expires_at: null,
    });
    batch.set(db.doc(`tax_tins/${formId(uid)}`), {
      user_id: uid,
      algorithm: 'aes-256-gcm',
      ciphertext: 'sealed',
    });
  }
  await batch.commit();
}

/** The matrix's tax rows, given the shared row of no client writes. */
export function taxMatrix(
  noClientWrites: (name: string, target: (who: Identity) => string) => Row[],
): Record<string, Row[]> {
  return {
    tax_forms: [
      {
        op: 'get',
        run: (db, who) => getDoc(doc(db, 'tax_forms', formId(ownerFor(who)))),
        allow: ['creator', 'admin'],
      },
      {
        op: "get another creator's",
        run: (db) => getDoc(doc(db, 'tax_forms', formId(uids.otherCreator))),
        allow: ['otherCreator', 'admin'],
      },
      {
        op: 'list where user_id == target',
        run: (db, who) =>
          getDocs(
            query(collection(db, 'tax_forms'), where('user_id', '==', ownerFor(who)), limit(20)),
          ),
        allow: ['creator', 'admin'],
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'tax_forms'), limit(20))),
        allow: ['admin'],
      },
      ...noClientWrites('tax_forms', (who) => formId(ownerFor(who))),
    ],
    tax_profiles: [
      {
        op: 'get own/target',
        run: (db, who) => getDoc(doc(db, 'tax_profiles', ownerFor(who))),
        allow: ['creator', 'support', 'admin'],
      },
      {
        op: "get another creator's",
        run: (db) => getDoc(doc(db, 'tax_profiles', uids.otherCreator)),
        allow: ['otherCreator', 'support', 'admin'],
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'tax_profiles'), limit(20))),
        allow: [],
      },
      ...noClientWrites('tax_profiles', ownerFor),
    ],
    tax_tins: [
      {
        op: 'get own/target',
        run: (db, who) => getDoc(doc(db, 'tax_tins', formId(ownerFor(who)))),
        allow: [],
      },
      {
        op: 'list where user_id == target',
        run: (db, who) =>
          getDocs(
            query(collection(db, 'tax_tins'), where('user_id', '==', ownerFor(who)), limit(20)),
          ),
        allow: [],
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'tax_tins'), limit(20))),
        allow: [],
      },
      ...noClientWrites('tax_tins', (who) => formId(ownerFor(who))),
    ],
  };
}
