import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'marketing',
  port: 3001,
  title: 'Groundtruth',
  exposes: { './routes': './src/routes.tsx' },
});
