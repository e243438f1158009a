// The long-running processes of a stack: the emulator, MailDev, firebase-tools (Auth and the
// functions) and, in development, the five apps' dev servers.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_TOOL_SECRET_ENV } from './local-tool.mjs';
import { startProcess } from './processes.mjs';
import { host, root } from './config.mjs';
import { resetHint } from './reset-hint.mjs';

/** @typedef {import('./config.mjs').StackPorts} StackPorts */
/** @typedef {import('./processes.mjs').StackChild} StackChild */
/**
 * A process the start-up waits on and the stack watches once running (watch.mjs). `readsData`:
 * it reads the data directory as it starts. `restart`: starts it again, for a child that keeps
 * nothing the stack needs in memory; `answersAt`: the URL that answers once it is up again.
 * `holds`: what a child without `restart` holds, named when it stops.
 * @typedef {{ label: string, child: StackChild, readsData?: boolean, restart?: () => StackChild,
 *   answersAt?: string, holds?: string }} LongRunning
 */

const node = process.execPath;

/**
 * Firestore and Storage: the repository's own emulator, its data under the data directory.
 * @param {{ configFile: string, dataDir: string, quiet: boolean }} options
 */
export function startEmulator({ configFile, dataDir, quiet }) {
  return startProcess(
    'emulator',
    node,
    ['emulator/dist/cli.js', '--config', configFile, '--data-dir', path.join(dataDir, 'emulator')],
    { cwd: root, quiet },
  );
}

/**
 * The local inbox: every e-mail the stack sends (the functions' outbox, Auth's codes through
 * mail-relay.mjs) lands here, and people and journeys read it at the inbox's web and REST
 * API. Its mail is kept under the data directory, so a restart keeps the inbox.
 * @param {{ ports: StackPorts, dataDir: string, quiet: boolean }} options
 */
export function startMailDev({ ports, dataDir, quiet }) {
  return startProcess(
    'maildev',
    node,
    [
      path.join(root, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.mail),
      '--ip',
      host,
      '--mail-directory',
      path.join(dataDir, 'mail'),
      '--silent',
    ],
    { cwd: root, quiet },
  );
}

/**
 * Node's arguments for firebase-tools' Auth and Functions emulators of `projectId` with the
 * firebase.json at `configFile`: the Auth emulator's validators compiled on first use
 * (firebase-tools-preload.mjs). The local stack and the functions tests start them alike.
 * @param {string} projectId
 * @param {string} configFile
 */
export function firebaseToolsArgs(projectId, configFile) {
  return [
    '--import',
    path.join(root, 'dev-stack/src/stack/firebase-tools-preload.mjs'),
    path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth,functions',
    '--project',
    projectId,
    '--config',
    configFile,
  ];
}

/**
 * firebase-tools' Auth and Functions emulators; Auth's accounts are exported under the data
 * directory on exit and imported at the next start.
 * @param {{ projectId: string, ports: StackPorts, appPort: number, configFile: string,
 *   stackDir: string, dataDir: string, quiet: boolean, localToolSecret: string }} options
 */
export function startFirebaseTools({
  projectId,
  ports,
  appPort,
  configFile,
  stackDir,
  dataDir,
  quiet,
  localToolSecret,
}) {
  const authExport = path.join(dataDir, 'auth');
  const hasAuthExport = fs.existsSync(path.join(authExport, 'firebase-export-metadata.json'));
  const firebase = startProcess(
    'firebase',
    node,
    [
      ...firebaseToolsArgs(projectId, configFile),
      ...(hasAuthExport ? ['--import', authExport] : []),
      '--export-on-exit',
      authExport,
    ],
    {
      cwd: stackDir,
      quiet,
      // Once the Auth export on exit is written, what firebase-tools still waits for is only
      // calls in flight (warm-ups): Ctrl-C need not wait for them.
      drained: /Export complete/,
      // Function workers (warm-ups still booting, calls in flight) die first: their CPU is
      // better spent on the export.
      killFirst: /functionsEmulatorRuntime/,
      // Until its emulators are ready nothing can have been written to Auth, so there is
      // nothing to export: a Ctrl-C in mid-start need not wait for firebase-tools.
      graceMs: 1000,
      onLine: (line) => {
        if (/All emulators ready/.test(line)) firebase.graceMs = 6000;
      },
      env: {
        // Functions reach the project's own emulator through the standard variables.
        FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
        STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
        GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
        // The local tools' exemption from the per-client limits (local-tool.mjs).
        [LOCAL_TOOL_SECRET_ENV]: localToolSecret,
        // The functions send mail through MailDev and can name its inbox in their answers.
        GROUNDTRUTH_SMTP_URL: `smtp://${host}:${ports.smtp}`,
        GROUNDTRUTH_MAIL_WEB: `http://${host}:${ports.mail}`,
        // Links in e-mails (functions/src/mail/config.ts): the product's pages and the
        // unsubscribe function, at this stack's addresses.
        GROUNDTRUTH_APP_URL: `http://localhost:${appPort}`,
        GROUNDTRUTH_FUNCTIONS_URL: `http://${host}:${ports.functions}`,
        // The identity provider's webhook signing secret (functions/src/identity/config.ts): made
        // at each start and known only to the functions, whose sandbox page signs with it.
        GROUNDTRUTH_IDENTITY_WEBHOOK_SECRET: `whsec_local_${randomBytes(24).toString('hex')}`,
        // The order payment provider's, alike (functions/src/orders/config.ts).
        GROUNDTRUTH_ORDER_WEBHOOK_SECRET: `whsec_local_${randomBytes(24).toString('hex')}`,
        // Dataset exports' development signing and customer keys, made once and kept with the
        // data, so exports across restarts verify against one key.
        GROUNDTRUTH_DEV_KEYS_DIR: path.join(dataDir, 'keys'),
        // No network here: firebase-admin must not probe the cloud metadata server.
        METADATA_SERVER_DETECTION: 'none',
        // Discovery writes the functions' manifest and exits instead of serving it and waiting
        // for the loaded code's event loop to drain after quitquitquit.
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      },
    },
  );
  return firebase;
}

/**
 * The five apps' rspack dev servers, on `appPort` and the four ports after it; each can be
 * restarted: it serves what is on disk.
 * @param {{ appPort: number, quiet: boolean }} options
 * @returns {LongRunning[]}
 */
export function startDevServers({ appPort, quiet }) {
  const apps = [
    ['shell', 'shell'],
    ['marketing', 'marketing-site'],
    ['creator', 'creator-app'],
    ['staff', 'staff-app'],
    ['customer', 'customer-app'],
  ];
  return apps.map(([label = '', dir = ''], index) => {
    const start = () =>
      startProcess(
        label,
        node,
        [
          path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
          'serve',
          '-c',
          'rspack.config.mjs',
        ],
        { cwd: path.join(root, dir), quiet, env: { NODE_ENV: 'development' } },
      );
    return {
      label: `the ${label} dev server`,
      child: start(),
      restart: start,
      answersAt: `http://localhost:${appPort + index}/`,
    };
  });
}

/**
 * Rejects when one of `children` exits while the stack is starting: no point waiting for it.
 * @param {LongRunning[]} children
 * @param {string} dataDir
 * @returns {Promise<never>}
 */
export function failOnEarlyExit(children, dataDir) {
  return Promise.race(
    children.map(({ label, child, readsData }) =>
      child.exited.then(({ code, signal }) => {
        const said = child.lastLines.slice(-8).join('\n');
        throw new Error(
          `${label} exited during start-up (${signal ?? `exit code ${code}`})` +
            (said ? `:\n${said}` : '') +
            // The emulator and firebase-tools read the data directory as they start: when they
            // die there, the likeliest cause is a damaged file in it.
            (readsData ? `\nIf the data directory is damaged, ${resetHint(dataDir)}` : ''),
        );
      }),
    ),
  );
}
