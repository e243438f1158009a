// Node build of the landing page's prerender (see src/prerender/); no federation involved. It
// renders the island's tree with the island's Link, so the island hydrates exactly this markup.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typescriptRule } from '../tooling/rspack-config.mjs';
import { islandRouter } from './rspack.island.config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default {
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { prerender: './src/prerender/prerender-landing.tsx' },
  output: {
    path: path.join(dir, 'dist-prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: islandRouter },
  module: { rules: [typescriptRule()] },
  optimization: { minimize: false },
  performance: { hints: false },
};
