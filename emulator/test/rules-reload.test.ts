/**
 * Editing a rules file on disk: one mechanism (src/rules-file.ts) serves firestore.rules and
 * storage.rules, and an edit applies from the very next request of either emulator.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesFile } from '../src/rules-file.js';
import { startEmulator, type RunningEmulator } from '../src/server.js';

const FIRESTORE_CLOSED = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { } }
`;
const FIRESTORE_OPEN = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if true; }
  }
}
`;
const STORAGE_CLOSED = `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { } }
`;
const STORAGE_OPEN = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read, write: if true; }
  }
}
`;
const BROKEN = `rules_version = '2';\nservice cloud.firestore {`;

describe('rules files on disk', () => {
  let dir: string;
  let emu: RunningEmulator;
  let firestoreRules: string;
  let storageRules: string;
  const logs: string[] = [];

  /** Writes a rules file; a later mtime makes the change visible even on coarse-grained clocks. */
  let tick = 0;
  function edit(file: string, text: string): void {
    fs.writeFileSync(file, text);
    const later = new Date(Date.now() + ++tick * 2000);
    fs.utimesSync(file, later, later);
  }

  /** Creates notes/{id} over REST without credentials; returns the status. */
  async function createNote(id: string): Promise<number> {
    const res = await fetch(
      `http://127.0.0.1:${emu.port}/v1/projects/demo-reload/databases/(default)/documents/notes?documentId=${id}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"fields":{}}' },
    );
    await res.arrayBuffer();
    return res.status;
  }

  /** Uploads an object through the Firebase API without credentials; returns the status. */
  async function upload(name: string): Promise<number> {
    const res = await fetch(
      `http://127.0.0.1:${emu.storagePort}/v0/b/demo-reload.appspot.com/o?name=${name}`,
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' },
    );
    await res.arrayBuffer();
    return res.status;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-rules-reload-'));
    firestoreRules = path.join(dir, 'firestore.rules');
    storageRules = path.join(dir, 'storage.rules');
    fs.writeFileSync(firestoreRules, FIRESTORE_CLOSED);
    fs.writeFileSync(storageRules, STORAGE_CLOSED);
    emu = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      dataDir: null,
      rulesPath: firestoreRules,
      storageRulesPath: storageRules,
      log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await emu.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('should apply an edit of either file from the next request, without waiting', async () => {
    // Closed, whatever another test of the file left.
    edit(firestoreRules, FIRESTORE_CLOSED);
    edit(storageRules, STORAGE_CLOSED);
    expect(await createNote('n1')).toBe(403);
    expect(await upload('a.txt')).toBe(403);
    edit(firestoreRules, FIRESTORE_OPEN);
    edit(storageRules, STORAGE_OPEN);
    expect(await createNote('n1')).toBe(200);
    expect(await upload('a.txt')).toBe(200);
    expect(logs).toContain(`[emulator] reloaded ${firestoreRules}`);
    edit(firestoreRules, FIRESTORE_CLOSED);
    edit(storageRules, STORAGE_CLOSED);
    expect(await createNote('n2')).toBe(403);
    expect(await upload('b.txt')).toBe(403);
  });

  it('should keep the last good Firestore rules, but deny Storage, when an edit does not compile', async () => {
    edit(firestoreRules, FIRESTORE_OPEN);
    edit(storageRules, STORAGE_OPEN);
    expect(await createNote('n3')).toBe(200);
    expect(await upload('c.txt')).toBe(200);
    edit(firestoreRules, BROKEN);
    edit(storageRules, BROKEN.replace('cloud.firestore', 'firebase.storage'));
    expect(await createNote('n4')).toBe(200);
    expect(await upload('d.txt')).toBe(403);
    expect(logs.some((l) => l.startsWith(`[emulator] ${firestoreRules}:`))).toBe(true);
  });
});

describe('RulesFile', () => {
  it('should report a change once per edit, and a missing file once until it is back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-rules-file-'));
    try {
      const file = new RulesFile(path.join(dir, 'storage.rules'));
      expect(file.poll()).toMatchObject({ text: undefined, changed: true });
      expect(file.poll()).toMatchObject({ text: undefined, changed: false });
      fs.writeFileSync(file.path, 'one');
      expect(file.poll()).toEqual({ text: 'one', changed: true });
      expect(file.poll()).toEqual({ text: 'one', changed: false });
      // Replaced by a rename with the same size, as editors save atomically.
      fs.writeFileSync(`${file.path}.tmp`, 'two');
      fs.renameSync(`${file.path}.tmp`, file.path);
      expect(file.poll()).toEqual({ text: 'two', changed: true });
      fs.rmSync(file.path);
      expect(file.poll()).toMatchObject({ text: undefined, changed: true });
      expect(file.text()).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
