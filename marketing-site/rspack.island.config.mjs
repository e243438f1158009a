// Browser build of the landing page's island (src/island/): one script, dist/island.js, beside
// the remote's entry, that hydrates the prerendered "/" without the router, the session or the
// federation runtime. No federation here: the shell's app reuses this React when it takes over
// (src/island/handoff.ts). Runs after the remote's build, which cleans dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { typescriptRule } from '../tooling/rspack-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** The landing's 'react-router-dom' in the island and the prerender: a Link that hands over. */
export const islandRouter = { 'react-router-dom$': path.join(dir, 'src/island/island-router.tsx') };

export default {
  mode: 'production',
  context: dir,
  target: ['web', 'es2022'],
  entry: { island: './src/island/island.tsx' },
  // Kept for error reporting, named by no script and never served (tooling/rspack-config.mjs).
  devtool: 'hidden-source-map',
  output: {
    path: path.join(dir, 'dist'),
    // Unhashed like remoteEntry.js, so a marketing release updates it; chunks (the waitlist's
    // callable, loaded on the first submit) are hashed and found next to it.
    filename: 'island.js',
    chunkFilename: 'island.[name].[contenthash:8].js',
    publicPath: 'auto',
    uniqueName: 'marketing_island',
    clean: false,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: islandRouter },
  module: {
    rules: [typescriptRule()],
    // A landing component importing a router API the island lacks fails the build.
    parser: { javascript: { exportsPresence: 'error' } },
  },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
};
