import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/serve-static.mjs';
import { CACHE_IMMUTABLE } from '../../tooling/security-headers.mjs';

/** A GET with the path exactly as given: fetch would normalise it before it leaves. */
function rawGet(port: number, rawPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
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

describe('serve-static', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-serve-static-'));
  const root = path.join(base, 'dist');
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'void 0;');
    fs.writeFileSync(path.join(root, 'main.0a1b2c3d.js'), 'void 0;');
    fs.writeFileSync(path.join(root, 'main.0a1b2c3d.js.map'), '{}');
    server = await serveStatic({ dir: root });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it.each([
    '/..%2Fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%5Csecret.txt',
  ])('should never leave its root: %s is 404', async (rawPath) => {
    const response = await rawGet(server.port, rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('outside the root');
  });

  it('should answer 400 to a malformed path, and keep serving', async () => {
    expect((await rawGet(server.port, '/%E0%A4%A')).status).toBe(400);
    expect((await rawGet(server.port, '/%00')).status).toBe(400);
    expect((await rawGet(server.port, '/index.html')).status).toBe(200);
  });

  it('should not serve source maps', async () => {
    expect((await rawGet(server.port, '/main.0a1b2c3d.js.map')).status).toBe(404);
  });

  it('should cache hashed files for a year and revalidate everything else', async () => {
    const hashed = await rawGet(server.port, '/main.0a1b2c3d.js');
    expect(hashed.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    for (const file of ['/remoteEntry.js', '/index.html', '/']) {
      expect((await rawGet(server.port, file)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('should send the security headers on every response, errors included', async () => {
    for (const file of ['/index.html', '/main.0a1b2c3d.js', '/missing.js', '/%E0%A4%A']) {
      const { headers } = await rawGet(server.port, file);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe("serve-static's i18n rewrites, as Hosting's (firebase.json i18n)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-serve-i18n-'));
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const page = (lang: string) => `<!doctype html><html lang="${lang}"></html>`;

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'index.html'), page('en'));
    fs.writeFileSync(path.join(root, 'app.html'), page('app'));
    for (const [folder, lang] of [
      ['en_ALL', 'en'],
      ['pt_ALL', 'pt-BR'],
      ['fr_ALL', 'fr'],
    ]) {
      fs.mkdirSync(path.join(root, 'localized', folder), { recursive: true });
      fs.writeFileSync(path.join(root, 'localized', folder, 'index.html'), page(lang));
    }
    fs.mkdirSync(path.join(root, 'pt-BR'));
    fs.writeFileSync(path.join(root, 'pt-BR', 'index.html'), page('pt-BR'));
    server = await serveStatic({ dir: root, spa: true });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const langOf = async (pathname: string, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    return /lang="([^"]+)"/.exec(await response.text())?.[1];
  };

  it('should give "/" in Portuguese to a browser that prefers Brazilian Portuguese', async () => {
    expect(await langOf('/', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).toBe('pt-BR');
    const response = await fetch(`${server.url}/`, { headers: { 'accept-language': 'pt-BR' } });
    expect(response.headers.get('vary')).toContain('accept-language');
  });

  it.each([
    ['English first', { 'accept-language': 'en-US,pt-BR;q=0.8' }, 'en'],
    ['a language with no copy, then French', { 'accept-language': 'it, fr-CA;q=0.5' }, 'fr'],
    ['by weight, not order', { 'accept-language': 'fr;q=0.2, pt;q=0.9' }, 'pt-BR'],
    ['nothing to go by', {}, 'en'],
    [
      'a choice remembered over the browser',
      { 'accept-language': 'pt-BR', cookie: 'a=b; firebase-language-override=fr' },
      'fr',
    ],
    [
      'English remembered',
      { 'accept-language': 'pt-BR', cookie: 'firebase-language-override=en' },
      'en',
    ],
  ])('should answer %s', async (_name, headers, lang) => {
    expect(await langOf('/', headers)).toBe(lang);
  });

  it("should leave other paths to the build (a language's own pages, the app)", async () => {
    expect(await langOf('/pt-BR/', { 'accept-language': 'fr' })).toBe('pt-BR');
    expect(await langOf('/auth/login', { 'accept-language': 'pt-BR' })).toBe('app');
  });
});
