// The HTTP headers of every page and file the apps serve, in one place. firebase.json's hosting
// headers are written from here (`node tooling/security-headers.mjs --write`, and a test fails
// when they differ), the local production server (dev-stack/src/serve-static.mjs) applies the same
// rules, and the dev servers (tooling/rspack-config.mjs) send the development variant.
//
// style-src keeps 'unsafe-inline'. styled-components writes its rules at run time into <style>
// elements, and the prerendered landing carries its critical CSS inline for the first paint.
// Static hosting cannot put a nonce on them, and hashes of that CSS would change with every
// style edit (and every firebase.json with it). The risk left is CSS injection, which needs
// markup injection first (React escapes text); scripts stay strict, so it cannot turn into
// script. Everything else is locked: no inline script, no eval, no inline event handler.
//
// WebAssembly: the creator's Submit screen checks chosen files on the device with
// mediainfo.js, MediaInfoLib compiled to WebAssembly. script-src carries 'wasm-unsafe-eval',
// which lets the page compile WebAssembly and nothing else ('unsafe-eval', which allows eval()
// and new Function(), stays out). The .wasm is an asset of the creator remote, fetched from the
// remote's origin, so connect-src names the remote origins as script-src does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvironment } from './environments.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Origins a local stack uses, on any port: emulators, remotes, dev servers. */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * What development adds to the policy, and only for hot reload: each entry is one relaxation
 * with its reason. Nothing else differs between `npm start` and production builds.
 */
export const DEVELOPMENT_RELAXATIONS = [
  {
    directive: 'script-src',
    sources: ["'unsafe-eval'"],
    why: 'eval-cheap-module-source-map wraps every module in eval() for fast rebuilds',
  },
  {
    directive: 'connect-src',
    sources: ['ws://localhost:*', 'ws://127.0.0.1:*'],
    why: "the dev servers' hot-reload websockets",
  },
];

/**
 * The Firebase endpoints the web SDKs call in a deployed environment (Auth, Firestore Lite, Storage,
 * callables). The full Firestore SDK behind live queries uses the same Firestore origin: its
 * WebChannel streams are XHRs to https://firestore.googleapis.com/google.firestore.v1.Firestore/
 * {Listen,Write}/channel (locally, the emulator on loopback).
 */
function firebaseEndpoints(environment) {
  const { projectId } = environment.appConfig.firebase;
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      `https://${environment.functionsRegion}-${projectId}.cloudfunctions.net`,
    ],
    storage: ['https://firebasestorage.googleapis.com'],
  };
}

/**
 * The Content-Security-Policy of an environment. Locally the emulators, remotes and dev servers
 * are loopback origins on ports that move (test stacks), so the loopback interface is allowed
 * on any port; deployed, exactly the remote origins and Firebase endpoints of the environment.
 */
export function contentSecurityPolicy({ environment, development = false }) {
  const local = environment.name === 'local';
  const firebase = local
    ? { connect: LOOPBACK_SOURCES, storage: LOOPBACK_SOURCES }
    : firebaseEndpoints(environment);
  const remotes = local ? LOOPBACK_SOURCES : environment.remoteOrigins;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob:: a quiz question's picture or clip is shown from the bytes the Storage SDK read
    // with the user's credentials, as an object URL the page itself made.
    'img-src': ["'self'", 'data:', 'blob:', ...firebase.storage],
    'media-src': ["'self'", 'blob:', ...firebase.storage],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...new Set([...firebase.connect, ...remotes])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (development)
    for (const { directive, sources } of DEVELOPMENT_RELAXATIONS)
      directives[directive].push(...sources);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features the product never uses, denied to the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The security headers of every response of an environment (pages and files alike). */
export function securityHeaders({ environment, development = false }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ environment, development }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers older than frame-ancestors; the CSP is what current ones read.
    'X-Frame-Options': 'DENY',
    // Only where there is TLS: a deployed environment.
    ...(environment.name === 'local'
      ? {}
      : { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** Files whose name carries their content hash: they never change, so they are cached a year. */
export const HASHED_ASSET = '^/(.+/)?[^/]+\\.[0-9a-f]{8}\\.(js|wasm)$';

/**
 * A released remote's entry and manifest, inside its version's folder (release/<app>/<version>/):
 * a version is never rebuilt (`npm run release` refuses another build under a taken version),
 * so they are cached like hashed files and a return visit asks nothing before the remote's code
 * runs. remotes.json, which names the version, is what is revalidated. An unreleased build serves
 * them at its root, where they stay no-cache.
 */
export const RELEASED_REMOTE_ENTRY = '^/[^/]+/(remoteEntry\\.js|mf-manifest\\.json)$';

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hosting target's header rules, in Firebase Hosting's shape. Hosting applies every rule that
 * matches, a later one overriding an earlier one's header: everything is revalidated
 * (no-cache: HTML, remoteEntry.js, mf-manifest.json, remotes.json, app-config.json, island.js),
 * then hashed files, and a remote's released entry and manifest, are made immutable.
 * @param {{ environment: object, remote?: boolean }} options  remote: a federated remote's target,
 *   whose scripts the shell's origin loads
 */
export function hostingHeaderRules({ environment, remote = false }) {
  const headers = (record) => Object.entries(record).map(([key, value]) => ({ key, value }));
  return [
    {
      source: '**',
      headers: headers({
        ...securityHeaders({ environment }),
        'Cache-Control': CACHE_NO_CACHE,
        ...(remote ? { 'Access-Control-Allow-Origin': '*' } : {}),
      }),
    },
    { regex: HASHED_ASSET, headers: headers({ 'Cache-Control': CACHE_IMMUTABLE }) },
    ...(remote
      ? [{ regex: RELEASED_REMOTE_ENTRY, headers: headers({ 'Cache-Control': CACHE_IMMUTABLE }) }]
      : []),
  ];
}

/** The headers `rules` give `pathname`, applied as Hosting does (every match, later wins). */
export function headersFor(pathname, rules) {
  const result = {};
  for (const rule of rules) {
    if (rule.source !== undefined && rule.source !== '**')
      throw new Error(`headersFor: unsupported glob "${rule.source}"`);
    const matches = rule.source === '**' || new RegExp(rule.regex).test(pathname);
    if (matches) for (const { key, value } of rule.headers) result[key] = value;
  }
  return result;
}

/** Hosting target → whether it is a remote. */
export const HOSTING_TARGETS = {
  shell: false,
  marketing: true,
  creator: true,
  staff: true,
  customer: true,
};

/**
 * What a hosting target never uploads: source maps are hidden-source-map files kept beside the
 * build for error reporting, not served (plus Hosting's defaults).
 */
export const HOSTING_IGNORE = ['firebase.json', '**/.*', '**/node_modules/**', '**/*.map'];

/**
 * firebase.json's hosting section as this module says it must be, for the production
 * environment: headers and ignore from here; before a deploy, the release folder's promoted
 * versions are staged and release/src/check-deploy.mjs refuses a build that carries local settings.
 */
export function firebaseHosting(firebaseJson, environment = readEnvironment('production')) {
  return firebaseJson.hosting.map((target) => ({
    ...target,
    // What `npm run release -- stage` assembles from the release folder (release/src/folder.mjs).
    public: `release/.hosting/${target.target}`,
    ignore: HOSTING_IGNORE,
    predeploy: [
      `node scripts/release.mjs stage ${target.target}`,
      `node release/src/check-deploy.mjs ${target.target}`,
    ],
    headers: hostingHeaderRules({ environment, remote: HOSTING_TARGETS[target.target] }),
  }));
}

// `node tooling/security-headers.mjs --write` rewrites firebase.json's headers from this module.
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--write')) {
  const file = path.join(root, 'firebase.json');
  const firebaseJson = JSON.parse(fs.readFileSync(file, 'utf8'));
  firebaseJson.hosting = firebaseHosting(firebaseJson);
  fs.writeFileSync(file, `${JSON.stringify(firebaseJson, null, 2)}\n`);
  console.log('firebase.json: hosting headers written from tooling/security-headers.mjs');
}
