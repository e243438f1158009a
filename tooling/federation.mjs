// Module Federation as every app configures it: the singletons the apps share at run time, the
// module aliases their builds resolve, and the plugin itself. The apps' config
// (rspack-config.mjs) uses it, and so does any page that must start as the apps do.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

/**
 * A share keyed by its file, so that a package's own modules, which import it by relative path,
 * take the shared copy too (a share keyed by its name matches that name only). Shared and
 * imported under its name, which is what the built files say (no path of this machine).
 */
const sharedByFile = (name) => [
  require.resolve(name),
  { singleton: true, requiredVersion: false, shareKey: name, import: name },
];

/**
 * Singletons every app shares at run time: React and friends must exist once, and the
 * Firebase modules must share one app instance. Sharing is lazy: a module is fetched only
 * when an app imports it, so the landing page never downloads Firestore or Storage.
 */
export function sharedSingletons() {
  // Subpath entries (firebase/app…) have no package.json of their own: name the version.
  const singleton = (pkg, versionPkg = pkg) => ({
    singleton: true,
    version: versionOf(versionPkg),
    requiredVersion: `^${versionOf(versionPkg)}`,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'styled-components': singleton('styled-components'),
    // zod is not shared: a shared module cannot be tree-shaken, so sharing it shipped all of zod
    // (87 KiB gzip, every locale and JSON-schema tool) to each signed-in page. Each remote
    // bundles the part its screens use (26 KiB); the shell loads none, and a page mounts the
    // screens of one remote only, so no page downloads two copies. Schemas hold no shared state.
    '@groundtruth/ui-kit': { singleton: true, requiredVersion: false },
    // The session context, the query adapter, the screens' language and the standalone frame: one
    // copy for the page, or a remote's screens would read a session (or a language) the shell
    // never provided.
    ...Object.fromEntries(
      ['session', 'query-client', 'firestore-queries', 'live-queries', 'i18n'].map((entry) => [
        `@groundtruth/platform/${entry}`,
        { singleton: true, requiredVersion: false },
      ]),
    ),
    // Modules the shell's first load and a remote's both take whole, which went into each
    // (Messages, the screens' English words, 3.4 KiB gzip twice on a creator screen; the routes):
    // one copy for the page. Not a module of which the shell takes a part (screen-parts): shared,
    // it would go whole into the shell's first load, 2.3 KiB gzip more than it saved.
    ...Object.fromEntries(
      ['@groundtruth/domain/messages', '@groundtruth/domain/paths'].map(sharedByFile),
    ),
    // One Firebase app, one Auth session and one emulator wiring for the whole page.
    ...Object.fromEntries(
      [
        'app',
        'config',
        'auth',
        'firestore',
        'firestore-sdk',
        // The full SDK for live queries: one instance for the page, loaded on demand.
        'live',
        'firestore-live-sdk',
        'storage',
        'storage-sdk',
        'functions',
      ].map((entry) => [
        `@groundtruth/firebase-web/${entry}`,
        { singleton: true, requiredVersion: false },
      ]),
    ),
    'firebase/app': singleton('firebase/app', 'firebase'),
    // The SDK's services register into @firebase/app's component registry: one copy for the
    // page, or a remote's Firestore would not find the shell's app ("Service … is not available").
    '@firebase/app': singleton('@firebase/app'),
    '@firebase/component': singleton('@firebase/component'),
    '@firebase/util': singleton('@firebase/util'),
    '@firebase/logger': singleton('@firebase/logger'),
    // The SDKs of the services are not shared: a shared module is never tree-shaken, so each
    // went whole to every page that used it. Apps reach them through the firebase-web entries
    // above, which bundle only what the product calls (one copy per page, lint-enforced):
    // auth, firestore-sdk (Firestore Lite), firestore-live-sdk (the full SDK, for onSnapshot),
    // storage-sdk, and functions (callables).
  };
}

/**
 * The libraries every signed-in screen starts with, as the shell's build splits them: React and
 * styled-components (the landing island's shares), then the router, TanStack Query and Firebase's
 * app, Auth and Firestore Lite. Not the libraries a screen loads on demand (the full Firestore
 * SDK, Storage, callables, zod, the password meter): they stay in chunks of their own.
 */
const islandLibrary =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis)[\\/]/;
const startupLibrary =
  /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|idb|firebase[\\/]app|@firebase[\\/](app|component|util|logger|auth|firestore[\\/]dist[\\/]lite|webchannel-wrapper[\\/]dist[\\/]bloom-blob))[\\/]/;

/**
 * splitChunks for the start-up shares in two chunks instead of one per library: fewer scripts to
 * fetch and evaluate. React and styled-components have a chunk of their own, so a page handed
 * over by the landing island, which provides them (island-shares.ts), downloads no second copy.
 * Each share still loads through the federation, once: a module runs when its share is first
 * required, not when its chunk arrives.
 */
export function startupSharedChunk() {
  const group = (name, test, priority) => ({
    name,
    test,
    priority,
    chunks: 'async',
    enforce: true,
  });
  return {
    splitChunks: {
      cacheGroups: {
        startupReact: group('startup-react', islandLibrary, 30),
        startupShared: group('startup-shared', startupLibrary, 20),
      },
    },
  };
}

function reactRouterProduction() {
  const dist = path.join(path.dirname(require.resolve('react-router')), '../production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The federation runtime's packages as ES modules. Rspack resolves them with require(), which
 * picks their CommonJS builds: nothing of those can be tree-shaken, so every app bundled the
 * whole runtime, snapshot handling and manifest readers included.
 */
function federationRuntimeAsEsm() {
  const esm = {};
  for (const pkg of [
    'runtime-tools',
    'runtime',
    'runtime-core',
    'webpack-bundler-runtime',
    'sdk',
    'error-codes',
  ]) {
    const cjs = require.resolve(`@module-federation/${pkg}`);
    const dir = path.dirname(cjs);
    const file = ['index.js', 'index.mjs']
      .map((f) => path.join(dir, f))
      .find((f) => fs.existsSync(f));
    esm[`@module-federation/${pkg}$`] = file;
    esm[`${cjs}$`] = file;
  }
  return esm;
}

/**
 * zod's JSON Schema generator, which every zod schema refers to and no screen calls: the apps'
 * builds take tooling/zod-json-schema-left-out.js in its place (5 KiB gzip off each signed-in
 * screen). Keyed by the installed files, as zod's own modules import them by relative path.
 */
function zodJsonSchemaLeftOut() {
  const core = path.join(path.dirname(require.resolve('zod')), 'v4', 'core');
  const leftOut = path.join(toolingDir, 'zod-json-schema-left-out.js');
  return Object.fromEntries(
    ['json-schema-processors.js', 'to-json-schema.js'].map((file) => [
      `${path.join(core, file)}$`,
      leftOut,
    ]),
  );
}

/** The apps' 'react-router-dom': the router APIs they use (see tooling/react-router-dom.js). */
const routerApi = { 'react-router-dom$': path.join(toolingDir, 'react-router-dom.js') };

/** The module aliases of every app's build. */
export function appAliases({ production }) {
  return {
    ...routerApi,
    // react-router's package exports point at its development build only; production
    // builds take the production one (no dev warnings, smaller).
    ...(production ? reactRouterProduction() : {}),
    ...federationRuntimeAsEsm(),
    ...zodJsonSchemaLeftOut(),
  };
}

/**
 * Module Federation as every app configures it: the shared singletons, shares resolved
 * loaded-first, the browser-only runtime. `exposes` makes a remote; `standalone` keeps the
 * runtime in the app's own build. `asyncStartup` (a start-up lever the floor bench measures, not
 * used by the apps) lets the entry start without the asynchronous import() boundary.
 */
export function federationPlugin({
  name,
  exposes,
  runtimePlugins,
  standalone = true,
  asyncStartup = false,
}) {
  const isRemote = Boolean(exposes);
  return new ModuleFederationPlugin({
    name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: sharedSingletons(),
    ...(runtimePlugins ? { runtimePlugins } : {}),
    // The runtime's default ('version-first') downloads every registered remote's entry to
    // compare the versions each offers before the first shared module loads: a creator paid
    // for the staff and marketing entries too. Versions are pinned alike across the five
    // apps (one lockfile), so the first loaded copy is the one to use.
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // In the federated production build the shell provides the federation runtime and the
    // remotes reuse it (18 KiB less per remote). Development and STANDALONE=true builds keep
    // a runtime of their own, so a remote also runs (and deploys) alone.
    experiments: {
      ...(standalone
        ? {}
        : isRemote
          ? { externalRuntime: true }
          : { provideExternalRuntime: true }),
      // The runtime for browsers only, without the snapshot plugin that reads remotes'
      // mf-manifest.json: remotes.json names each remote's remoteEntry.js.
      optimization: { disableSnapshot: true, target: 'web' },
      ...(asyncStartup ? { asyncStartup: true } : {}),
    },
  });
}
