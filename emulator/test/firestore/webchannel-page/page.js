// The full Firestore SDK's browser build (WebChannel streams, REST unary calls), bundled by
// webchannel.test.ts for a page that the test drives through `window.firestore`.
import { initializeApp } from 'firebase/app';
import * as firestore from 'firebase/firestore';

window.firebaseApp = { initializeApp };
window.firestore = firestore;
document.title = 'ready';
