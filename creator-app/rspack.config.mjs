import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'creator',
  port: 3002,
  title: 'Groundtruth — Creator',
  exposes: { './routes': './src/routes.tsx' },
});
