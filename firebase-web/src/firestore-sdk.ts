// The only way browser code reaches Firestore Lite's functions. 'firebase/firestore/lite' is not a
// federation share (a shared module is never tree-shaken, so every signed-in page downloaded the
// whole SDK); this module is the shared singleton instead and bundles only what it re-exports.
// One module for the page matters: a Firestore made by one copy of the SDK is refused by the
// functions of another. An app that needs another function adds it here.
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
export type { DocumentSnapshot, Firestore, Query } from 'firebase/firestore/lite';
