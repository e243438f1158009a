/**
 * `@firebase/rules-unit-testing` against the project's emulator, the way Firebase's own samples
 * use it: initializeTestEnvironment loads the product's firestore.rules, and assertSucceeds /
 * assertFails judge full-SDK (compat) reads, queries, writes and listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const rulesPath = path.resolve(fileURLToPath(import.meta.url), '../../../../firestore.rules');

// The SDK logs every refused write as a warning; refusals are what half of these tests expect.
setLogLevel('error');

let emu: TestEmulator;
let env: RulesTestEnvironment;

/** Resolves with the first snapshot of a compat listener, rejects with its error. */
function firstSnapshot(
  subscribe: (next: () => void, error: (e: Error) => void) => () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = subscribe(
      () => {
        stop();
        resolve();
      },
      (e) => reject(e),
    );
  });
}

beforeAll(async () => {
  emu = await startTestEmulator({ dataDir: null });
  env = await initializeTestEnvironment({
    projectId: 'rules-unit-testing',
    firestore: {
      host: '127.0.0.1',
      port: emu.port,
      rules: fs.readFileSync(rulesPath, 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await emu?.close();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('users/alice').set({ status: 'active', role: 'creator' });
    await db.doc('users/bob').set({ status: 'active', role: 'creator' });
    await db.doc('users/sam').set({ status: 'active', role: 'support' });
    await db.doc('users/sid').set({ status: 'suspended', role: 'creator' });
    await db.doc('notifications/n1').set({ user_id: 'alice', read: false, title: 'Approved' });
    await db.doc('notifications/n2').set({ user_id: 'bob', read: false, title: 'Rejected' });
    await db.doc('tasks/t1').set({ status: 'published', title: 'Open', listed: true });
    await db.doc('tasks/t2').set({ status: 'draft', title: 'Draft' });
  });
});

describe("the product's firestore.rules through @firebase/rules-unit-testing (full SDK)", () => {
  it('notifications: the owner reads, queries and listens to their own; others cannot', async () => {
    const alice = env.authenticatedContext('alice', { role: 'creator' }).firestore();
    const bob = env.authenticatedContext('bob', { role: 'creator' }).firestore();
    const anon = env.unauthenticatedContext().firestore();
    await assertSucceeds(alice.doc('notifications/n1').get());
    await assertFails(bob.doc('notifications/n1').get());
    await assertFails(anon.doc('notifications/n1').get());
    await assertSucceeds(alice.collection('notifications').where('user_id', '==', 'alice').get());
    await assertFails(alice.collection('notifications').get());
    await assertSucceeds(
      firstSnapshot((next, error) =>
        alice.collection('notifications').where('user_id', '==', 'alice').onSnapshot(next, error),
      ),
    );
    await assertFails(
      firstSnapshot((next, error) => bob.doc('notifications/n1').onSnapshot(next, error)),
    );
  });

  it('notifications: the owner may only mark one read', async () => {
    const alice = env.authenticatedContext('alice', { role: 'creator' }).firestore();
    const bob = env.authenticatedContext('bob', { role: 'creator' }).firestore();
    await assertSucceeds(alice.doc('notifications/n1').update({ read: true }));
    await assertFails(alice.doc('notifications/n1').update({ title: 'Paid' }));
    await assertFails(bob.doc('notifications/n1').update({ read: true }));
    await assertFails(alice.doc('notifications/n3').set({ user_id: 'alice', read: false }));
  });

  it('tasks: creators see published tasks only, staff see all, a suspended account nothing', async () => {
    const alice = env.authenticatedContext('alice', { role: 'creator' }).firestore();
    const sam = env.authenticatedContext('sam', { role: 'support' }).firestore();
    const sid = env.authenticatedContext('sid', { role: 'creator' }).firestore();
    await assertSucceeds(alice.doc('tasks/t1').get());
    await assertFails(alice.doc('tasks/t2').get());
    // Creators list the published tasks shown to all (a discover-guarded one is not listed).
    await assertSucceeds(
      alice
        .collection('tasks')
        .where('status', '==', 'published')
        .where('listed', '==', true)
        .get(),
    );
    await assertFails(alice.collection('tasks').where('status', '==', 'published').get());
    await assertFails(alice.collection('tasks').get());
    await assertSucceeds(sam.collection('tasks').get());
    await assertSucceeds(
      firstSnapshot((next, error) => sam.collection('tasks').onSnapshot(next, error)),
    );
    await assertFails(sid.doc('tasks/t1').get());
    // A fresh client (no cached results to show first) listening without the rule's constraint.
    const bob = env.authenticatedContext('bob', { role: 'creator' }).firestore();
    await assertFails(
      firstSnapshot((next, error) => bob.collection('tasks').onSnapshot(next, error)),
    );
  });

  it('users: a creator reads their own record and no list; a client never writes it', async () => {
    const alice = env.authenticatedContext('alice', { role: 'creator' }).firestore();
    await assertSucceeds(alice.doc('users/alice').get());
    await assertFails(alice.doc('users/bob').get());
    await assertFails(alice.collection('users').get());
    await assertFails(alice.doc('users/alice').update({ role: 'admin' }));
  });
});
