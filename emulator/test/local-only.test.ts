/**
 * The emulator answers its own machine only (src/local-only.ts): a page on a foreign origin
 * open in the same browser, or a foreign name rebound to 127.0.0.1, gets nothing from Firestore
 * or Storage, while the SDKs, the tools and the local apps keep working.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/server.js';

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the emulator, asked by something other than this machine', () => {
  let emulator: RunningEmulator;
  const services = () =>
    [
      ['Firestore', emulator.port, '/v1/projects/demo-local/databases/(default)/documents/a/b'],
      ['Storage', emulator.storagePort!, '/v0/b/demo-local.appspot.com/o/a.txt'],
    ] as const;

  beforeAll(async () => {
    emulator = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      dataDir: null,
      rulesSource: "rules_version = '2'; service cloud.firestore { match /{d=**} { allow read; } }",
      storageRulesSource:
        "rules_version = '2'; service firebase.storage { match /b/{b}/o/{p=**} { allow read; } }",
      log: () => {},
    });
  });
  afterAll(() => emulator.stop());

  it.each(['https://attacker.example', 'http://localhost.attacker.example:3000', 'null'])(
    'should refuse a request from the page of %s',
    async (origin) => {
      for (const [name, port, path] of services()) {
        const response = await get(port, path, { origin });
        expect(response.status, name).toBe(403);
        expect(response.body, name).toContain('answers this machine only');
        expect(response.headers['access-control-allow-origin'], name).toBeUndefined();
      }
    },
  );

  it('should refuse a foreign Host name (DNS rebinding)', async () => {
    for (const [name, port, path] of services()) {
      const response = await get(port, path, { host: `attacker.example:${port}` });
      expect(response.status, name).toBe(403);
    }
  });

  it('should answer the local apps and the tools', async () => {
    for (const [name, port, path] of services()) {
      const fromApp = await get(port, path, { origin: 'http://localhost:3000' });
      expect(fromApp.status, name).not.toBe(403);
      expect(fromApp.headers['access-control-allow-origin'], name).toMatch(
        /^(\*|http:\/\/localhost:3000)$/,
      );
      const fromTool = await get(port, path, { host: `localhost:${port}` });
      expect(fromTool.status, name).not.toBe(403);
    }
  });
});
