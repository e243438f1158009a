import { fileURLToPath } from 'node:url';
import { createAppConfig, withLoader } from '../tooling/rspack-config.mjs';

export default withLoader(
  createAppConfig({
    dir: fileURLToPath(new URL('.', import.meta.url)),
    name: 'shell',
    port: 3000,
    title: 'Groundtruth — Get paid to record the real world',
    // The landing island hands React over to the app (src/landing-handoff.ts).
    runtimePlugins: [fileURLToPath(new URL('./src/remotes/island-shares.ts', import.meta.url))],
    // The libraries every signed-in screen starts with, in two chunks (tooling/federation.mjs).
    startupChunk: true,
  }),
  // On a return visit to a dashboard screen, its kept picture is painted before the app loads.
  { name: 'paint-screen', entry: './src/snapshot/paint-screen.ts' },
);
