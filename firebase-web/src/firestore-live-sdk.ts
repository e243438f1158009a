// The full Firestore SDK's functions, for live queries (onSnapshot over the Listen stream). Like
// firestore-sdk (Lite), a shared singleton that bundles only what it re-exports; unlike it,
// never part of a first load: only firebase-web/live imports it, dynamically. The full SDK
// registers its own component ('firestore', Lite's is 'firestore/lite'), so both run side by
// side on the page's one FirebaseApp, each with its own instance.
export {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
export type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
