/** The REST resource routes the web SDK does not use itself (get, list, create, patch, delete, collection ids). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/server.js';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-rest';
/** The transactions test's own project: it writes what it reads. */
const TX_PROJECT = 'demo-rest-tx';
let emu: TestEmulator;
const owner = { authorization: 'Bearer owner' };

async function call(
  method: string,
  path: string,
  body?: unknown,
  project = PROJECT,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const base = `${emu.url}/v1/projects/${project}/databases/(default)/documents`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: owner,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  emu = await startTestEmulator();
});

afterAll(async () => {
  await emu?.close();
});

describe('REST resources', () => {
  it('should create, get, patch with a mask and preconditions, list and delete', async () => {
    const created = await call('POST', '/cities?documentId=sf', {
      fields: { name: { stringValue: 'SF' }, pop: { integerValue: '800' } },
    });
    expect(created.status).toBe(200);
    expect(created.json.name).toBe(`projects/${PROJECT}/databases/(default)/documents/cities/sf`);
    expect((await call('POST', '/cities?documentId=sf', { fields: {} })).json).toMatchObject({
      error: { code: 409, status: 'ALREADY_EXISTS' },
    });

    const patched = await call(
      'PATCH',
      '/cities/sf?updateMask.fieldPaths=pop&currentDocument.exists=true',
      {
        fields: { pop: { integerValue: '801' }, ignored: { booleanValue: true } },
      },
    );
    expect(patched.json.fields).toEqual({
      name: { stringValue: 'SF' },
      pop: { integerValue: '801' },
    });
    expect(
      (await call('PATCH', '/cities/none?currentDocument.exists=true', { fields: {} })).status,
    ).toBe(404);
    const stale = await call(
      'PATCH',
      '/cities/sf?currentDocument.updateTime=2000-01-01T00:00:00Z',
      { fields: {} },
    );
    expect(stale.json).toMatchObject({ error: { code: 400, status: 'FAILED_PRECONDITION' } });

    await call('POST', '/cities?documentId=la', { fields: { name: { stringValue: 'LA' } } });
    await call('POST', '/cities/la/spots?documentId=s1', { fields: {} });
    const page1 = await call('GET', '/cities?pageSize=1');
    expect(
      (page1.json.documents as { name: string }[]).map((d) => d.name.split('/').pop()),
    ).toEqual(['la']);
    const page2 = await call(
      'GET',
      `/cities?pageSize=1&pageToken=${encodeURIComponent(page1.json.nextPageToken as string)}`,
    );
    expect(
      (page2.json.documents as { name: string }[]).map((d) => d.name.split('/').pop()),
    ).toEqual(['sf']);
    expect((await call('GET', '/cities/sf?mask.fieldPaths=name')).json.fields).toEqual({
      name: { stringValue: 'SF' },
    });

    expect((await call('POST', ':listCollectionIds', {})).json).toEqual({
      collectionIds: ['cities'],
    });
    expect((await call('POST', '/cities/la:listCollectionIds', {})).json).toEqual({
      collectionIds: ['spots'],
    });

    expect((await call('DELETE', '/cities/sf')).status).toBe(200);
    expect((await call('GET', '/cities/sf')).json).toMatchObject({
      error: { code: 404, status: 'NOT_FOUND' },
    });
  });

  it('should run transactions through beginTransaction, reads and commit', async () => {
    const tx = (method: string, path: string, body?: unknown) =>
      call(method, path, body, TX_PROJECT);
    const la = `projects/${TX_PROJECT}/databases/(default)/documents/cities/la`;
    await tx('POST', '/cities?documentId=la', { fields: { name: { stringValue: 'LA' } } });
    const { json } = await tx('POST', ':beginTransaction', {});
    const transaction = json.transaction as string;
    const read = await tx('POST', ':batchGet', { documents: [la], transaction });
    expect((read.json as unknown as { found?: unknown }[])[0]!.found).toBeDefined();
    const commit = await tx('POST', ':commit', {
      transaction,
      writes: [{ update: { name: la, fields: { v: { integerValue: '2' } } } }],
    });
    expect(commit.status).toBe(200);
    expect((await tx('POST', ':commit', { transaction, writes: [] })).json).toMatchObject({
      error: { status: 'INVALID_ARGUMENT' },
    });
    const other = await tx('POST', ':beginTransaction', {});
    expect((await tx('POST', ':rollback', { transaction: other.json.transaction })).status).toBe(
      200,
    );
  });

  it('should refuse to start on a port that is taken', async () => {
    await expect(
      startEmulator({ firestorePort: emu.port, dataDir: null, log: () => {} }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('should answer unknown routes with NOT_FOUND', async () => {
    expect((await fetch(`${emu.url}/nope`)).status).toBe(404);
  });
});
