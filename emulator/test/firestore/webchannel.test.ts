/**
 * The WebChannel transport, as browsers use it: Chromium runs a page bundling the full
 * `firebase/firestore` browser build, whose Listen and Write streams go over
 * `…/google.firestore.v1.Firestore/{Listen,Write}/channel` — long-polling and streaming back
 * channels both — against the project's emulator.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const P = 'webchannel-conformance';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow read, write: if true; }
    match /private/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}`;

type Fs = typeof import('firebase/firestore');
/** What the page exposes (webchannel-page/page.js). */
interface PageGlobals {
  firestore: Fs;
  firebaseApp: { initializeApp: typeof import('firebase/app').initializeApp };
  db: import('firebase/firestore').Firestore;
  seen: Record<string, unknown[]>;
  errors: Record<string, string>;
}

let emu: TestEmulator;
let pageServer: http.Server;
let pageUrl: string;
let browser: Browser;

beforeAll(async () => {
  emu = await startTestEmulator({ dataDir: null, rulesSource: RULES });
  const bundle = await build({
    entryPoints: [
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'webchannel-page/page.js'),
    ],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const script = bundle.outputFiles[0]!.text;
  pageServer = http.createServer((req, res) => {
    if (req.url === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><script type="module" src="/page.js"></script>');
    }
  });
  await new Promise<void>((r) => pageServer.listen(0, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${(pageServer.address() as { port: number }).port}/`;
  // Debian's chromium with the repository's flags, as the journeys launch it.
  const launcher = new URL('../../../dev-stack/src/chromium.mjs', import.meta.url).href;
  const { testChromiumPath, chromiumArgs } = (await import(launcher)) as {
    testChromiumPath: string;
    chromiumArgs: string[];
  };
  browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => pageServer?.close(r));
  await emu?.close();
});

/** A page with a full-SDK Firestore on the emulator, long-polling or streaming its back channels. */
async function openPage(opts: { longPolling: boolean; uid?: string }): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(pageUrl);
  await page.waitForFunction(
    () => (globalThis as unknown as { document: { title: string } }).document.title === 'ready',
  );
  // Every request the SDK makes must be WebChannel or REST: record them to check below.
  await page.evaluate(
    ({ port, project, longPolling, uid }) => {
      const g = globalThis as unknown as PageGlobals;
      const app = g.firebaseApp.initializeApp({ projectId: project, apiKey: 'fake-api-key' });
      g.db = g.firestore.initializeFirestore(
        app,
        longPolling
          ? { experimentalForceLongPolling: true }
          : { experimentalAutoDetectLongPolling: false },
      );
      g.firestore.connectFirestoreEmulator(
        g.db,
        '127.0.0.1',
        port,
        uid ? { mockUserToken: { sub: uid, user_id: uid } } : {},
      );
      g.firestore.setLogLevel('silent');
      g.seen = {};
      g.errors = {};
    },
    { port: emu.port, project: P, longPolling: opts.longPolling, uid: opts.uid },
  );
  return page;
}

/** Starts a document listener in the page that records each server snapshot's data. */
function listen(page: Page, key: string, docPath: string): Promise<void> {
  return page.evaluate(
    ({ key, docPath }) => {
      const g = globalThis as unknown as PageGlobals;
      g.seen[key] = [];
      g.firestore.onSnapshot(
        g.firestore.doc(g.db, docPath),
        { includeMetadataChanges: true },
        (s) => {
          if (!s.metadata.fromCache) g.seen[key]!.push(s.exists() ? s.data() : null);
        },
        (e) => {
          g.errors[key] = (e as { code: string }).code;
        },
      );
    },
    { key, docPath },
  );
}

async function lastSeen(page: Page, key: string, predicate: string): Promise<unknown> {
  await page.waitForFunction(
    ({ key, predicate }) => {
      const g = globalThis as unknown as PageGlobals;
      const last = g.seen[key]?.at(-1) as Record<string, unknown> | null | undefined;
      return last !== undefined && new Function('d', `return ${predicate}`)(last);
    },
    { key, predicate },
    { timeout: 15_000 },
  );
  return page.evaluate((key) => (globalThis as unknown as PageGlobals).seen[key]!.at(-1), key);
}

for (const longPolling of [true, false]) {
  describe(`WebChannel ${longPolling ? 'long-polling' : 'streaming'} (full SDK in Chromium)`, () => {
    it('writes through the Write channel and listens through the Listen channel', async () => {
      const page = await openPage({ longPolling });
      const channelRequests: string[] = [];
      const backChannelModes = new Set<string | null>();
      page.on('request', (r) => {
        if (!r.url().includes('/channel')) return;
        const url = new URL(r.url());
        channelRequests.push(url.pathname);
        if (url.searchParams.get('RID') === 'rpc') backChannelModes.add(url.searchParams.get('CI'));
      });
      const id = longPolling ? 'lp' : 'st';
      await page.evaluate(async (id) => {
        const g = globalThis as unknown as PageGlobals;
        await g.firestore.setDoc(g.firestore.doc(g.db, 'open', id), {
          n: 1,
          at: g.firestore.serverTimestamp(),
        });
      }, id);
      const written = await emu.admin(P).doc(`open/${id}`).get();
      expect(written.get('n')).toBe(1);
      expect(written.get('at')).toBeTruthy();

      await listen(page, 'd', `open/${id}`);
      expect(await lastSeen(page, 'd', 'd && d.n === 1')).toMatchObject({ n: 1 });
      // Another client's write reaches the page.
      await emu.admin(P).doc(`open/${id}`).update({ n: 2 });
      expect(await lastSeen(page, 'd', 'd && d.n === 2')).toMatchObject({ n: 2 });
      await emu.admin(P).doc(`open/${id}`).delete();
      expect(await lastSeen(page, 'd', 'd === null')).toBeNull();

      expect(channelRequests).toContain('/google.firestore.v1.Firestore/Write/channel');
      expect(channelRequests).toContain('/google.firestore.v1.Firestore/Listen/channel');
      // Back channels: CI=1 is long-polling (one answer per GET), CI=0 a streamed response.
      expect([...backChannelModes]).toEqual([longPolling ? '1' : '0']);
      await page.close();
    });

    it('refuses a listen and a write the rules deny with permission-denied', async () => {
      const page = await openPage({ longPolling, uid: 'alice' });
      await listen(page, 'mine', 'private/alice');
      await listen(page, 'theirs', 'private/bob');
      await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).errors.theirs !== undefined,
      );
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).errors)).toEqual({
        theirs: 'permission-denied',
      });
      const code = await page.evaluate(async () => {
        const g = globalThis as unknown as PageGlobals;
        try {
          await g.firestore.setDoc(g.firestore.doc(g.db, 'private', 'bob'), { x: 1 });
          return 'written';
        } catch (e) {
          return (e as { code: string }).code;
        }
      });
      expect(code).toBe('permission-denied');
      // The refused write did not break the page's own stream.
      await page.evaluate(async () => {
        const g = globalThis as unknown as PageGlobals;
        await g.firestore.setDoc(g.firestore.doc(g.db, 'private', 'alice'), { v: 7 });
      });
      expect(await lastSeen(page, 'mine', 'd && d.v === 7')).toEqual({ v: 7 });
      await page.close();
    });
  });
}
