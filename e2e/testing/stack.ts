// The full local stack for the journeys that sign in: emulators with the real rules and
// functions, the production build served from five origins, demo data seeded through the
// product's own callables. Dedicated ports, so a developer's `npm start` can keep running.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { LOCAL_TOOL_SECRET_ENV, sendLocalToolHeader } from '@groundtruth/dev-stack/local-tool';
import { startStack } from '@groundtruth/dev-stack/stack';
import { LANES_ENV, serveLanes } from './lanes';

// GT_E2E_PORT_OFFSET (10, 20, 30…) moves every port of the stack, so several runs of the
// journeys can share one machine.
const offset = Number(process.env.GT_E2E_PORT_OFFSET ?? 0);

export const STACK = {
  projectId: 'demo-groundtruth-e2e',
  ports: {
    firestore: 28080 + offset,
    storage: 29199 + offset,
    auth: 29099 + offset,
    functions: 25001 + offset,
    // MailDev's SMTP server and its inbox's web and REST API (testing/inbox.ts reads it).
    smtp: 21025 + offset,
    mail: 21080 + offset,
  },
  appPort: 23000 + offset,
};

// What a journey calls from Node (testing/callables.ts, the specs' own fetches and web SDKs) is a
// local tool's, exempt from the per-client limits with the secret of the stack globalSetup
// started; what the browser calls is a visitor's, limited by its address
// (dev-stack/src/stack/local-tool.mjs). The workers inherit the secret (below).
const localToolSecret = process.env[LOCAL_TOOL_SECRET_ENV];
if (localToolSecret) {
  sendLocalToolHeader(`http://127.0.0.1:${STACK.ports.functions}`, localToolSecret);
}

export const appUrl = `http://localhost:${STACK.appPort}`;
export const mailUrl = `http://127.0.0.1:${STACK.ports.mail}`;
export const DEMO_PASSWORD = 'groundtruth-demo';
export const DEMO_CREATOR = 'maya@groundtruth.local';
export const DEMO_ADMIN = 'admin@groundtruth.local';
export const DEMO_SUPPORT = 'support@groundtruth.local';
export const DEMO_CUSTOMER = 'buyer@groundtruth.local';

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-e2e-'));
  const stack = await startStack({
    ...STACK,
    dataDir,
    production: true,
    buildApps: !process.env.GROUNDTRUTH_BUILT,
    // Journeys make time pass themselves (testing/jobs.ts): no job runs behind their back.
    runJobs: false,
    quiet: true,
    // Kept for a failed test's report (testing/test.ts): what the functions said meanwhile.
    logFile: path.join(dataDir, 'stack.log'),
    log: () => undefined,
  });
  await (await import('./admin')).settleReviewChecks();
  // The seed's announcement to every creator goes out now, as the stack's cadence would send it
  // soon after seeding: no journey's fresh creator is told of it midway.
  await (await import('./jobs')).runJob('sendAnnouncements');
  // The development-mode journeys' dev servers, once for the run and every worker (they compile
  // in seconds, then idle); the journeys wait for them to answer (the devServer fixture).
  const stopDevServers = (await import('./dev-servers')).spawnDevServers();
  const lanes = await serveLanes();
  // Workers start after this and inherit them.
  process.env.GT_E2E_STACK_LOG = path.join(dataDir, 'stack.log');
  process.env[LOCAL_TOOL_SECRET_ENV] = stack.localToolSecret;
  process.env[LANES_ENV] = lanes.url;
  return async () => {
    await lanes.stop();
    stopDevServers();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
