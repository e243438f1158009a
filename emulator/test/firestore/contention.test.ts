/**
 * Contention mode (src/firestore/contention.ts) through the real SDKs: a document serves one
 * write per service time, a commit whose turn is past the bound is refused with ABORTED and
 * production's message, firebase-admin's transactions retry through it, the meter names the
 * busiest documents, and the default mode has none of it. A service time of 100 ms keeps the
 * suite fast; the default (1,000 ms) only scales the same behaviour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const MESSAGE = 'Too much contention on these documents. Please try again.';
const SERVICE_MS = 100;
const MAX_WAIT_MS = 250;

interface Report {
  serviceMs: number;
  maxWaitMs: number;
  seconds: number;
  commits: number;
  refused: number;
  documents: {
    project: string;
    document: string;
    commits: number;
    commitsPerSecond: number;
    peakPerSecond: number;
    refused: number;
  }[];
}

async function report(emu: TestEmulator, project: string): Promise<Report> {
  const res = await fetch(`${emu.url}/emulator/v1/contention?project=${project}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Report;
}

const settle = <T>(ps: Promise<T>[]): Promise<PromiseSettledResult<T>[]> => Promise.allSettled(ps);

describe('contention mode', () => {
  let emu: TestEmulator;

  beforeAll(async () => {
    emu = await startTestEmulator({
      contention: { serviceMs: SERVICE_MS, maxWaitMs: MAX_WAIT_MS },
    });
  });
  afterAll(() => emu.close());

  it('should serve a document one write per service time, refusing the excess (which firebase-admin retries)', async () => {
    const project = 'demo-contention-burst';
    const admin = emu.admin(project);
    const ref = admin.doc('counters/hot');
    const started = Date.now();
    // firebase-admin retries a refused commit with back-off, as it does against production.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => ref.set({ writer: i }, { merge: true })),
    );
    const hot = (await report(emu, project)).documents.find((d) => d.document === 'counters/hot')!;
    expect(hot.commits).toBe(12);
    expect(hot.refused).toBeGreaterThan(0);
    expect(hot.peakPerSecond).toBeLessThanOrEqual(1000 / SERVICE_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(11 * SERVICE_MS);
  });

  it('should refuse a gRPC commit past the bound with ABORTED and the message', async () => {
    const project = 'demo-contention-grpc';
    const admin = emu.admin(project);
    const ref = admin.doc('counters/grpc');
    // One attempt each, so the refusal reaches the caller instead of a retry.
    const results = await settle(
      Array.from({ length: 10 }, (_, i) =>
        admin.runTransaction(
          async (tx) => {
            await tx.get(ref);
            tx.set(ref, { writer: i });
          },
          { maxAttempts: 1 },
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThanOrEqual(1 + Math.ceil(MAX_WAIT_MS / SERVICE_MS));
    expect(refused.length).toBe(10 - done.length);
    for (const r of refused) {
      const err = r.reason as { code?: number; details?: string };
      expect(err.code).toBe(10); // ABORTED
      expect(err.details).toBe(MESSAGE);
    }
    const d = (await report(emu, project)).documents.find((x) => x.document === 'counters/grpc')!;
    expect(d.commits).toBe(done.length);
    expect(d.refused).toBe(refused.length);
  });

  it('should meter a document written without pause at no more than one commit per service time', async () => {
    const project = 'demo-contention-sustained';
    const admin = emu.admin(project);
    const ref = admin.doc('counters/sustained');
    await fetch(`${emu.url}/emulator/v1/contention`, { method: 'DELETE' });
    // Eight writers, each writing again as soon as its last write is answered, for 1.2 s.
    const until = Date.now() + 1200;
    let ok = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        while (Date.now() < until) {
          await ref.set({ writer: i, at: Date.now() });
          ok++;
        }
      }),
    );
    const r = await report(emu, project);
    const d = r.documents[0]!;
    expect(d.document).toBe('counters/sustained');
    expect(d.commits).toBe(ok);
    expect(d.refused).toBeGreaterThan(0);
    expect(d.peakPerSecond).toBeLessThanOrEqual(1000 / SERVICE_MS);
    // The first write is served at once, then one per service time.
    expect(d.commits).toBeLessThanOrEqual(1 + Math.floor((r.seconds * 1000) / SERVICE_MS));
    expect(d.commitsPerSecond).toBeLessThanOrEqual(1000 / SERVICE_MS + 1 / r.seconds);
  });

  it('should answer a REST commit past the bound with 409 ABORTED and the message', async () => {
    const project = 'demo-contention-rest';
    const name = `projects/${project}/databases/(default)/documents/rest/hot`;
    const commit = () =>
      fetch(`${emu.url}/v1/projects/${project}/databases/(default)/documents:commit`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({
          writes: [{ update: { name, fields: { n: { integerValue: '1' } } } }],
        }),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, commit));
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(await a.json()).toEqual({ error: { code: 409, message: MESSAGE, status: 'ABORTED' } });
    }
  });

  it('should let firebase-admin transactions retry through contention, each committing once', async () => {
    const project = 'demo-contention-tx';
    const admin: AdminFirestore = emu.admin(project);
    const counter = admin.doc('counters/tx');
    await counter.set({ n: 0, by: [] });
    let attempts = 0;
    const writers = Array.from({ length: 6 }, (_, i) => `writer-${i}`);
    await Promise.all(
      writers.map((w) =>
        admin.runTransaction(async (tx) => {
          attempts++;
          const snap = await tx.get(counter);
          const data = snap.data() as { n: number; by: string[] };
          tx.update(counter, { n: data.n + 1, by: [...data.by, w] });
        }),
      ),
    );
    const final = (await counter.get()).data() as { n: number; by: string[] };
    expect(final.n).toBe(writers.length);
    expect([...final.by].sort()).toEqual(writers);
    // Some attempts were refused on the way and retried by the SDK.
    expect(attempts).toBeGreaterThan(writers.length);
    const d = (await report(emu, project)).documents.find((x) => x.document === 'counters/tx')!;
    expect(d.refused).toBeGreaterThan(0);
  });

  it('should name the busiest documents first and reset on DELETE', async () => {
    const project = 'demo-contention-report';
    const admin = emu.admin(project);
    await fetch(`${emu.url}/emulator/v1/contention`, { method: 'DELETE' });
    for (let i = 0; i < 4; i++) await admin.doc('platform/overview').set({ n: i });
    await admin.doc('users/a').set({ n: 1 });
    await admin.doc('users/b').set({ n: 1 });
    const r = await report(emu, project);
    expect(r.serviceMs).toBe(SERVICE_MS);
    expect(r.maxWaitMs).toBe(MAX_WAIT_MS);
    expect(r.documents.map((d) => [d.document, d.commits])).toEqual([
      ['platform/overview', 4],
      ['users/a', 1],
      ['users/b', 1],
    ]);
    expect(r.documents[0]!.project).toBe(project);

    await fetch(`${emu.url}/emulator/v1/contention`, { method: 'DELETE' });
    expect((await report(emu, project)).documents).toEqual([]);
  });

  it('should summarise the busiest documents in the log at stop', async () => {
    const logged: string[] = [];
    const own = await startTestEmulator({
      contention: { serviceMs: SERVICE_MS, maxWaitMs: MAX_WAIT_MS },
      log: (line) => logged.push(line),
    });
    const project = 'demo-contention-summary';
    await own.admin(project).doc('platform/overview').set({ n: 5 });
    await own.close();
    expect(logged[0]).toMatch(/contention \(service 100 ms, bound 250 ms\): 1 commits, 0 refused/);
    expect(logged.some((l) => l.includes(`${project}/platform/overview: 1 commits`))).toBe(true);
  });
});

describe('default mode', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.close());

  it('should commit every concurrent write to one document and serve no contention route', async () => {
    const admin = emu.admin('demo-contention-off');
    const ref = admin.doc('counters/hot');
    const started = Date.now();
    const results = await settle(Array.from({ length: 20 }, (_, i) => ref.set({ writer: i })));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    // No service time: twenty writes take nowhere near twenty of them.
    expect(Date.now() - started).toBeLessThan(20 * SERVICE_MS);
    const res = await fetch(`${emu.url}/emulator/v1/contention`);
    expect(res.status).toBe(404);
  });
});
