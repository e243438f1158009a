// One Rspack + Module Federation config for the shell and every remote, so the four apps
// agree on loaders, shared singletons and output shape. Each app passes only what differs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  appPortBase,
  buildEnvironment,
  isLoopbackOrigin,
  localEnvironment,
} from './environments.mjs';
import { securityHeaders } from './security-headers.mjs';
import {
  assertNoVersionSkew,
  providerFromConfig,
  skewCounterparts,
} from '@groundtruth/release/version-skew';

const require = createRequire(import.meta.url);
const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

/** TypeScript and TSX through Rspack's built-in SWC, with React's automatic JSX runtime. */
export function typescriptRule({ development = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * `import url from 'x.wasm?url'`: the file is emitted as a hashed asset and the module is its URL
 * (publicPath 'auto': on the origin of the app that imports it). The creator's device check
 * loads mediainfo.js's WebAssembly this way, on demand (issue 22); the media bench's page too.
 */
export function wasmAssetRules({ production = true } = {}) {
  return [
    {
      resourceQuery: /^\?url$/,
      type: 'asset/resource',
      generator: { filename: production ? '[name].[contenthash:8][ext]' : '[name][ext]' },
    },
    // mediainfo.js's browser build names its wasm beside itself as a fallback it never takes
    // (the app passes locateFile); the file is not there, so the build must not resolve it.
    { test: /mediainfo\.js[\\/]dist[\\/]esm-bundle[\\/]/, parser: { url: false } },
  ];
}

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
    // The session context, the query adapter and the standalone frame: one copy for the page,
    // or a remote's screens would read a session the shell never provided.
    ...Object.fromEntries(
      ['session', 'query-client', 'firestore-queries', 'live-queries'].map((entry) => [
        `@groundtruth/platform/${entry}`,
        { singleton: true, requiredVersion: false },
      ]),
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

/** The apps' 'react-router-dom': the router APIs they use (see tooling/react-router-dom.js). */
const routerApi = { 'react-router-dom$': path.join(toolingDir, 'react-router-dom.js') };

/**
 * Writes the environment's runtime files into the build (app-config.json, and the shell's
 * remotes.json): generated per environment, never copied from a local file, so a production
 * build cannot carry emulator hosts or localhost remotes.
 */
class EnvironmentFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EnvironmentFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EnvironmentFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, value] of Object.entries(this.files))
            compilation.emitAsset(
              file,
              new rspack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`),
            );
        },
      );
    });
  }
}

/**
 * The dev servers answer only the loopback interface: loopback Host names (no DNS rebinding),
 * CORS for loopback origins only, and a request a foreign page sends (its Origin) is refused.
 */
function localDevServer(port) {
  const headers = securityHeaders({ environment: localEnvironment(), development: true });
  return {
    port,
    host: 'localhost',
    allowedHosts: ['localhost', '127.0.0.1'],
    headers: (req) => {
      const origin = req.headers.origin;
      return {
        ...headers,
        Vary: 'Origin',
        // The shell's page (another port) loads this server's chunks and hot updates.
        ...(origin && isLoopbackOrigin(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
      };
    },
    setupMiddlewares: (middlewares) => [
      {
        name: 'loopback-origins-only',
        middleware: (req, res, next) => {
          const origin = req.headers.origin;
          if (origin && !isLoopbackOrigin(origin)) {
            res.statusCode = 403;
            res.end('Cross-origin request refused: this server answers loopback origins only');
            return;
          }
          next();
        },
      },
      ...middlewares,
    ],
  };
}

/**
 * The module aliases of every app's build, and of the Lighthouse floor's federated page
 * (scripts/bench/lighthouse-floor.mjs), so that page starts as the apps do.
 */
export function appAliases({ production }) {
  return {
    ...routerApi,
    // react-router's package exports point at its development build only; production
    // builds take the production one (no dev warnings, smaller).
    ...(production ? reactRouterProduction() : {}),
    ...federationRuntimeAsEsm(),
  };
}

/**
 * Module Federation as every app configures it: the shared singletons, shares resolved
 * loaded-first, the browser-only runtime. `exposes` makes a remote; `standalone` keeps the
 * runtime in the app's own build.
 */
export function federationPlugin({ name, exposes, runtimePlugins, standalone = true }) {
  const isRemote = Boolean(exposes);
  return new ModuleFederationPlugin({
    name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: sharedSingletons(),
    ...(runtimePlugins ? { runtimePlugins } : {}),
    // The runtime's default ('version-first') downloads every registered remote's entry to
    // compare the versions each offers before the first shared module loads: a creator paid
    // for the staff and marketing entries too. Versions are pinned alike across the four
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
    },
  });
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's package directory
 * @param {string} options.name       federation name, also output.uniqueName
 * @param {number} options.port       dev-server port with the shell on 3000 (GT_APP_PORT moves all)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string} options.title      HTML title for the standalone page
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (files)
 */
export function createAppConfig({ dir, name, port, exposes, title, runtimePlugins }) {
  const production = process.env.NODE_ENV !== 'development';
  const isRemote = Boolean(exposes);
  const standalone = !production || process.env.STANDALONE === 'true';
  // Fails here, before compiling, when a deployed environment names local settings.
  const environment = buildEnvironment();
  // Fails here too when an app shipped alone (npm run release) disagrees with the apps it would
  // run beside on a shared singleton's version (release/src/version-skew.mjs).
  if (production)
    assertNoVersionSkew(providerFromConfig(name, sharedSingletons()), skewCounterparts());
  const devPort = port - 3000 + appPortBase();
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // Production maps are written for error reporting but named by no script and never served
    // (firebase.json ignores them, serve-static refuses them).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: appAliases({ production }),
    },
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: name,
      // Remotes are served from their own origin: 'auto' resolves chunks next to remoteEntry.
      publicPath: isRemote ? 'auto' : '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    module: {
      rules: [typescriptRule({ development: !production }), ...wasmAssetRules({ production })],
    },
    plugins: [
      // One page template for all four apps; only the title differs.
      new rspack.HtmlRspackPlugin({ template: path.join(toolingDir, 'index.html'), title }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }],
      }),
      // Remotes running standalone read the same runtime config as the shell.
      new EnvironmentFilesPlugin({
        'app-config.json': environment.appConfig,
        ...(isRemote ? {} : { 'remotes.json': environment.remotes }),
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The origins the shell may load remotes from (null: loopback only), fixed at build time
        // so that remotes.json, served at run time, cannot widen them.
        'process.env.GROUNDTRUTH_REMOTE_ORIGINS': JSON.stringify(
          JSON.stringify(environment.remoteOrigins),
        ),
      }),
      federationPlugin({ name, exposes, runtimePlugins, standalone }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    // rspack serve turns on lazy compilation of dynamic imports by default. Its client asks the
    // *page's* origin to compile a lazy chunk, so a remote's chunk loaded into the shell (port
    // 3000) was requested from the shell's server, never compiled, and the page never mounted.
    // Everything is compiled up front instead; hot updates still work per app.
    lazyCompilation: false,
    devServer: {
      ...localDevServer(devPort),
      historyApiFallback: true,
      hot: true,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

/**
 * The page's script is a small loader of its own, which loads the app's (the shell's paint of a
 * kept screen, shell/src/snapshot/paint.ts: it paints, lets the browser show it, then loads the
 * app, whose first tasks are long). It is compiled by a companion compiler without Module
 * Federation: in the app's build, the federation runtime is added to every entry (92 KiB).
 * Returns [companion, app]: the app's build waits for the companion's, and its page runs the
 * loader (deferred, so #root is parsed) with the app's script in `data-app`.
 *
 * @param {object} app    a config of createAppConfig
 * @param {object} loader
 * @param {string} loader.name   the loader's file name (before its hash)
 * @param {string} loader.entry  its module, relative to the app's directory
 */
export function withLoader(app, { name, entry }) {
  const production = app.mode === 'production';
  const compilerName = `${app.output.uniqueName}-loader`;
  let file = null;
  const companion = {
    name: compilerName,
    mode: app.mode,
    context: app.context,
    entry: { [name]: entry },
    devtool: production ? 'hidden-source-map' : false,
    target: app.target,
    resolve: { extensions: app.resolve.extensions },
    output: {
      path: app.output.path,
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // The app's build cleans the directory; this one must not remove the app's files.
      clean: false,
      iife: true,
    },
    module: { rules: [typescriptRule({ development: !production })] },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.done.tap('Loader', (stats) => {
            file =
              stats.compilation.entrypoints
                .get(name)
                ?.getFiles()
                .find((f) => f.endsWith('.js')) ?? null;
          });
        },
      },
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
  return [
    companion,
    {
      ...app,
      dependencies: [compilerName],
      output: {
        ...app.output,
        // Keeps the companion's files, which this build did not emit.
        clean: {
          keep: (kept) => {
            const relative = path.relative(app.output.path, kept);
            return file !== null && (relative === file || relative === `${file}.map`);
          },
        },
      },
      plugins: [
        ...app.plugins,
        {
          apply(compiler) {
            compiler.hooks.compilation.tap('Loader', (compilation) => {
              const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
              hooks.beforeEmit.tapPromise('Loader', async (data) => {
                const script = /<script defer src="([^"]+)"><\/script>/.exec(data.html);
                if (!script || file === null)
                  throw new Error(`withLoader: no app script or no ${name} in the page`);
                const [tag, src] = script;
                // No preload of the app's script: on a return visit it is cached, and preloading
                // it put its compile before the first paint (Lighthouse: FCP 0.6 → 0.9–1.2 s).
                const loader = `<script defer src="/${file}" data-app="${src}"></script>`;
                return { ...data, html: data.html.replace(tag, loader) };
              });
            });
          },
        },
      ],
    },
  ];
}
