import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localEnvironment, readEnvironment, REMOTE_NAMES } from '../environments.mjs';
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  DEVELOPMENT_RELAXATIONS,
  firebaseHosting,
  headersFor,
  hostingHeaderRules,
  HOSTING_TARGETS,
} from '../security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const production = readEnvironment('production');

/** The CSP as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('firebase.json', () => {
  it('should carry exactly the hosting headers of tooling/security-headers.mjs (run it with --write)', () => {
    expect(firebaseJson.hosting).toEqual(firebaseHosting(firebaseJson));
  });

  it('should have every hosting target, each with the full set of headers', () => {
    expect(firebaseJson.hosting.map((t: { target: string }) => t.target).sort()).toEqual(
      Object.keys(HOSTING_TARGETS).sort(),
    );
    for (const target of firebaseJson.hosting) {
      const page = headersFor('/index.html', target.headers);
      expect(Object.keys(page).sort()).toEqual(
        [
          'Cache-Control',
          'Content-Security-Policy',
          'Cross-Origin-Opener-Policy',
          'Permissions-Policy',
          'Referrer-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'X-Frame-Options',
          ...(HOSTING_TARGETS[target.target as keyof typeof HOSTING_TARGETS]
            ? ['Access-Control-Allow-Origin']
            : []),
        ].sort(),
      );
      expect(target.ignore).toContain('**/*.map');
    }
  });

  it.each([
    ['/', 'no-cache'],
    ['/app.html', 'no-cache'],
    ['/dashboard/tasks', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/app-config.json', 'no-cache'],
    ['/island.js', 'no-cache'],
    ['/main.0a1b2c3d.js', CACHE_IMMUTABLE],
    ['/__federation_expose_routes.89abcdef.js', CACHE_IMMUTABLE],
    ['/island.vendors.01234567.js', CACHE_IMMUTABLE],
    ['/MediaInfoModule.6c6ffce3.wasm', CACHE_IMMUTABLE],
  ])('should cache %s as %s', (file, cache) => {
    for (const target of firebaseJson.hosting)
      expect(headersFor(file, target.headers)['Cache-Control']).toBe(cache);
  });

  it.each(['/r2/remoteEntry.js', '/b15c21f701/mf-manifest.json'])(
    "should cache a remote's released %s for a year, and revalidate it anywhere else",
    (file) => {
      for (const target of firebaseJson.hosting) {
        const remote = HOSTING_TARGETS[target.target as keyof typeof HOSTING_TARGETS];
        expect(headersFor(file, target.headers)['Cache-Control'], target.target).toBe(
          remote ? CACHE_IMMUTABLE : 'no-cache',
        );
      }
      const remote = firebaseJson.hosting.find((t: { target: string }) => t.target === 'creator');
      expect(headersFor(`/r2${file}`, remote.headers)['Cache-Control']).toBe('no-cache');
    },
  );
});

describe('the production Content-Security-Policy', () => {
  const csp = directives(contentSecurityPolicy({ environment: production }));

  it('should allow scripts from the app and the allowed remote origins only, and WebAssembly', () => {
    // 'wasm-unsafe-eval': the creator's media check compiles mediainfo.js's wasm.
    expect(csp['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...production.remoteOrigins,
    ]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('should connect to exactly the Firebase endpoints in use and the remotes, and no loopback host', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      `https://us-central1-${production.appConfig.firebase.projectId}.cloudfunctions.net`,
      // The creator remote's MediaInfoModule.wasm is fetched from its origin.
      ...production.remoteOrigins,
    ]);
    expect(JSON.stringify(csp)).not.toMatch(/localhost|127\.0\.0\.1|ws:/);
  });

  it("should let every remote's scripts load and connect, the customer remote's too", () => {
    expect(REMOTE_NAMES).toContain('customer');
    for (const name of REMOTE_NAMES) {
      const origin = new URL(production.remotes[name]).origin;
      expect(csp['script-src'], name).toContain(origin);
      expect(csp['connect-src'], name).toContain(origin);
      // Each remote is a hosting target of its own, its scripts loaded from the shell's origin.
      expect(HOSTING_TARGETS, name).toHaveProperty(name, true);
    }
    expect(csp['script-src']).toContain('https://groundtruth-app-customer.web.app');
  });

  it('should lock what a page never needs', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toContain('https://firebasestorage.googleapis.com');
    expect(csp['media-src']).toContain('https://firebasestorage.googleapis.com');
    // Object URLs the page made (a quiz question's picture or clip), never another origin's.
    expect(csp['img-src']).toContain('blob:');
    expect(csp['media-src']).toContain('blob:');
  });
});

describe('the local policies', () => {
  const local = localEnvironment();

  it('should differ in development only by the listed hot-reload relaxations', () => {
    const prod = directives(contentSecurityPolicy({ environment: local }));
    const dev = directives(contentSecurityPolicy({ environment: local, development: true }));
    const added = Object.fromEntries(
      Object.entries(dev)
        .map(([name, sources]) => [name, sources.filter((s) => !prod[name]!.includes(s))])
        .filter(([, sources]) => sources.length > 0),
    );
    expect(added).toEqual(
      Object.fromEntries(DEVELOPMENT_RELAXATIONS.map((r) => [r.directive, r.sources])),
    );
  });

  it('should send no HSTS over plain http', () => {
    const rules = hostingHeaderRules({ environment: local });
    expect(headersFor('/', rules)).not.toHaveProperty('Strict-Transport-Security');
  });
});
