// One Rspack + Module Federation config for the shell and every remote, so the four apps
// agree on loaders, shared singletons and output shape. Each app passes only what differs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { appPortBase, buildEnvironment } from './environments.mjs';
import { localDevServer } from './dev-server.mjs';
import {
  appAliases,
  federationPlugin,
  sharedSingletons,
  startupSharedChunk,
} from './federation.mjs';
import {
  assertNoVersionSkew,
  providerFromConfig,
  skewCounterparts,
} from '@groundtruth/release/version-skew';

// The shares are declared with the federation; the version-skew check's test takes them from here.
export { sharedSingletons };

const toolingDir = path.dirname(fileURLToPath(import.meta.url));

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
 * loads mediainfo.js's WebAssembly this way, on demand; the media bench's page too.
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

/** A cache group of the modules `test` matches that two of a remote's lazy chunks take. */
const takenTwice = (test) => ({
  test,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  enforce: true,
  priority: 20,
});

/**
 * What two of a remote's lazy chunks take, in chunks of their own: its message tables
 * (domain/src/*-messages.ts), and the screen parts with what they format (platform/screen-parts,
 * money, numbers, dates, counts). Below splitChunks' 20 KB a module two chunks share is copied into
 * each, and a screen opened after /dashboard loads both: Staff Messages, 4.5 KB minified, and
 * 2.8 KB of screen parts went twice into staff screens' first loads. Only these: a group for every
 * shared source module made each first load larger (docs/performance.md, Tried and not kept).
 */
export function takenTwiceChunks() {
  return {
    splitChunks: {
      cacheGroups: {
        messageTables: takenTwice(/[\\/]domain[\\/]src[\\/][\w-]*messages\.ts$/),
        screenParts: takenTwice(
          /[\\/](platform[\\/]src[\\/](screen-parts\.tsx|format\.ts)|domain[\\/]src[\\/](money|numbers|count-queries|i18n[\\/](date-)?format|words[\\/]nav-parts)\.ts)$/,
        ),
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's package directory
 * @param {string} options.name       federation name, also output.uniqueName
 * @param {number} options.port       dev-server port with the shell on 3000 (GT_APP_PORT moves all)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string} options.title      HTML title for the standalone page
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (files)
 * @param {boolean} [options.startupChunk] the start-up shared libraries in two chunks (the shell's)
 * @param {boolean} [options.takenTwice] a remote's tables and screen parts that two lazy chunks
 *   take in chunks of their own (the staff app's; the creator app's screens take them from one
 *   chunk already, where more chunks only added 0.5 KiB)
 */
export function createAppConfig({
  dir,
  name,
  port,
  exposes,
  title,
  runtimePlugins,
  startupChunk,
  takenTwice = false,
}) {
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
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(startupChunk ? startupSharedChunk() : {}),
      ...(takenTwice ? takenTwiceChunks() : {}),
    },
    performance: { hints: false },
    // rspack serve turns on lazy compilation of dynamic imports by default. Its client asks the
    // *page's* origin to compile a lazy chunk, so a remote's chunk loaded into the shell (port
    // 3000) was requested from the shell's server, never compiled, and the page never mounted.
    // Everything is compiled up front instead; hot updates still work per app.
    lazyCompilation: false,
    // A production build (npm run build, a release) rewrites dist/ beside the dev server: that is
    // no change to the sources, and must not recompile and reload the pages it serves.
    watchOptions: { ignored: ['**/node_modules/**', path.join(dir, 'dist')] },
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
