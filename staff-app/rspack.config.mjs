import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'staff',
  port: 3003,
  title: 'Groundtruth — Staff',
  exposes: { './routes': './src/routes.tsx' },
  // Every staff screen opens after the overview, which takes Staff Messages and the screen parts
  // too: one copy of each instead of two (tooling/rspack-config.mjs).
  takenTwice: true,
});
