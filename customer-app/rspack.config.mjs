import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'customer',
  port: 3004,
  title: 'Groundtruth — Customer',
  exposes: { './routes': './src/routes.tsx' },
});
