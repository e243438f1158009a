// Bundles the functions into one CommonJS file, lib/index.js, for the Functions runtime.
// @groundtruth/domain ships TypeScript source, so it (and zod and Lingui, which it needs) is bundled in;
// every other package (firebase-admin, firebase-functions, …) stays external and is loaded
// from node_modules at run time, as Cloud Functions installs them from package.json.
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
// file-type and what it needs are ES modules only: bundled, so the CommonJS bundle needs no
// require() of an ES module at run time.
const esmOnly = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/',
  'uint8array-extras',
  '@borewit/',
];
// The domain's own dependencies (zod, Lingui's runtime for the e-mails' words) are bundled with
// it: functions/package.json does not list them, so Cloud Functions would not install them.
const bundled = (request) =>
  request.startsWith('@groundtruth/') ||
  // The e-mails' translations (domain/src/i18n/mail.ts): a dependency of domain, not installed
  // beside the functions.
  request.startsWith('@lingui/') ||
  request === 'zod' ||
  request.startsWith('zod/') ||
  request.startsWith('@lingui/') ||
  esmOnly.some(
    (name) => request === name || request.startsWith(name.endsWith('/') ? name : `${name}/`),
  );
const isBare = (request) => !request.startsWith('.') && !path.isAbsolute(request);

// GT_FUNCTIONS_OUT: another folder for the bundle (the functions tests' own build, which their
// callable hosts load, testing/functions-bundle.ts); it must sit inside the repository, where
// the bundle's require() of the external packages finds node_modules.
const outDir = process.env.GT_FUNCTIONS_OUT ?? path.join(dir, 'lib');

/** The package is "type": "module"; lib/ holds CommonJS, so it gets its own package.json. */
class CommonJsMarkerPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('CommonJsMarker', () => {
      fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
    });
  }
}

/** @type {import('@rspack/core').Configuration} */
export default {
  mode: 'production',
  context: dir,
  target: 'node20',
  // deploy-check: the predeploy check of firebase.json (src/core/deploy-check.ts), never deployed.
  entry: { index: './src/index.ts', 'deploy-check': './src/core/deploy-check.ts' },
  output: {
    path: outDir,
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (request && isBare(request) && !request.startsWith('node:') && !bundled(request)) {
        return callback(undefined, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  devtool: 'source-map',
  plugins: [new CommonJsMarkerPlugin()],
};
