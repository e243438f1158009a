// The local stack as a function, shared by `npm start`, the stack test and the browser
// journeys: the project's emulator (Firestore + Storage), firebase-tools' Auth and Functions
// emulators, and the shell and remotes (dev servers, or the production builds).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startJobs, stopJobs } from './jobs.mjs';
import { startMailRelay, stopMailRelay } from './mail-relay.mjs';
import { run, setLogFile, setPidFile, startProcess, stopAll } from './processes.mjs';
import {
  stopWarming,
  waitForFunctions,
  waitForHttp,
  warmFunctions,
  warmInBackground,
} from './wait.mjs';
import { resetHint } from './reset-hint.mjs';
import { localEnvironment } from '../../../tooling/environments.mjs';
import { upToDate } from './up-to-date.mjs';
import { serveProduct } from '../serve-static.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const node = process.execPath;
const host = '127.0.0.1';

/** Ports and project of the developer stack, from firebase.json and .firebaserc. */
export function defaultStackOptions() {
  const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const { auth, functions, firestore, storage } = firebaseJson.emulators;
  return {
    projectId: JSON.parse(fs.readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects.default,
    ports: {
      auth: auth.port,
      functions: functions.port,
      firestore: firestore.port,
      storage: storage.port,
      // MailDev: its SMTP server and its web inbox with the REST API (DESIGN §9).
      smtp: 1025,
      mail: 1080,
    },
    appPort: 3000,
  };
}

/** Resolves when nothing listens on `port` (any address), rejects naming the port otherwise. */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use by another program`)
          : new Error(`port ${port} cannot be used (${error.code ?? error.message})`),
      ),
    );
    // No host: listens on every address, so a program on 127.0.0.1 or ::1 is found too.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Fails before anything starts when a port of the stack is taken, naming every taken port.
 * `waitMs`: how long to keep asking first, for ports that processes just ended still hold.
 */
export async function ensurePortsFree(portList, { waitMs = 0 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const results = await Promise.allSettled(portList.map(ensurePortFree));
    const taken = results.flatMap((r) => (r.status === 'rejected' ? [r.reason.message] : []));
    if (taken.length === 0) return;
    if (Date.now() >= deadline) throw new Error(taken.join('; '));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every port a stack listens on: emulators, firebase-tools' hub and logging, MailDev's SMTP and
 * inbox, the four apps.
 */
export function stackPorts(ports, appPort) {
  return [
    ports.firestore,
    ports.storage,
    ports.auth,
    ports.functions,
    ports.functions + 1,
    ports.functions + 2,
    ports.smtp,
    ports.mail,
    ...[0, 1, 2, 3].map((offset) => appPort + offset),
  ];
}

/**
 * Whether the production builds of the four apps are newer than everything they are built from,
 * so `npm start -- --prod` on a built tree starts at once instead of rebuilding.
 */
function appsUpToDate() {
  const at = (...parts) => path.join(root, ...parts);
  const apps = ['shell', 'marketing-site', 'creator-app', 'staff-app'];
  const inputs = [
    ...apps,
    'ui-kit',
    'domain',
    'platform',
    'firebase-web',
    'tooling',
    'package-lock.json',
  ].map((p) => at(p));
  return apps.every((app) => upToDate(at(app, 'dist', 'mf-manifest.json'), inputs));
}

/** Static servers of production stacks started by this process, closed by stopStack. */
const staticServerSets = new Set();

/**
 * Stops everything any stack of this process started so far, also in the middle of a start-up
 * (Ctrl-C while seeding): the children and the static servers.
 */
export async function stopStack() {
  stopWarming();
  stopJobs();
  stopMailRelay();
  const servers = [...staticServerSets];
  staticServerSets.clear();
  await Promise.all(servers.map((s) => s.close()));
  await stopAll();
}

/** Rejects when one of `children` exits while the stack is starting: no point waiting for it. */
function failOnEarlyExit(children, dataDir) {
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

/**
 * A timeline of the start-up (`npm start -- --verbose`): each step with the seconds since the
 * start, so it is clear where the time goes.
 */
function timeline(log, verbose) {
  const started = performance.now();
  const since = () => ((performance.now() - started) / 1000).toFixed(1);
  return {
    seconds: since,
    mark(step) {
      if (verbose) log(`  [${since().padStart(5)}s] ${step}`);
    },
    /** Resolves with `promise`, marking the step when it does. */
    track(step, promise) {
      return promise.then((value) => {
        this.mark(step);
        return value;
      });
    },
  };
}

/**
 * A firebase.json for this stack: the project's own with these ports and absolute paths, so
 * firebase-tools and the emulator can run from anywhere with any ports.
 */
function writeStackConfig(dir, ports) {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = {
    ...base,
    firestore: { ...base.firestore, rules: path.join(root, base.firestore.rules) },
    storage: { ...base.storage, rules: path.join(root, base.storage.rules) },
    // firebase-tools resolves the functions source against the config's directory.
    functions: base.functions.map((f) => ({
      ...f,
      source: path.relative(dir, path.join(root, f.source)),
    })),
    hosting: undefined,
    emulators: {
      ...base.emulators,
      auth: { port: ports.auth },
      functions: { port: ports.functions },
      firestore: { port: ports.firestore },
      storage: { port: ports.storage },
      // firebase-tools' hub and logging ports move with the stack so two stacks can coexist.
      hub: { port: ports.functions + 1 },
      logging: { port: ports.functions + 2 },
    },
  };
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The runtime config the shell serves as /app-config.json for this stack (the local environment's). */
export function appConfigFor({ projectId, ports }) {
  return localEnvironment({ projectId, ports, host }).appConfig;
}

/**
 * Starts everything, waits until each part is healthy, seeds demo data unless told not to.
 * @param {{ projectId?: string, ports?: {auth:number, functions:number, firestore:number, storage:number, smtp:number, mail:number},
 *   appPort?: number, dataDir?: string, production?: boolean, buildApps?: boolean, seed?: boolean,
 *   runJobs?: boolean, quiet?: boolean, logFile?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ urls: Record<string,string>, logins: {password:string, accounts:{role:string,email:string}[]}, stop: () => Promise<void> }>}
 */
export async function startStack({
  projectId,
  ports,
  appPort = 3000,
  dataDir,
  production = false,
  /** Production builds are rebuilt unless the caller has just built them (npm test). */
  buildApps = production,
  seed = true,
  /**
   * Runs the scheduled jobs on their cadence once ready (jobs.mjs), as production's scheduler
   * does. The journeys turn it off and make time pass themselves (e2e/support/jobs.ts).
   */
  runJobs = true,
  quiet = false,
  /** A file every process's output is appended to as well, quiet or not. */
  logFile,
  /** Prints a timeline of the start-up (where the seconds go). */
  verbose = false,
  log = console.log,
} = {}) {
  const defaults = defaultStackOptions();
  projectId ??= defaults.projectId;
  ports ??= defaults.ports;
  dataDir = path.resolve(dataDir ?? path.join(root, '.data'));
  const stackDir = path.join(dataDir, 'stack');
  fs.mkdirSync(stackDir, { recursive: true });
  const configFile = writeStackConfig(stackDir, ports);
  if (logFile) setLogFile(logFile);
  const time = timeline(log, verbose);
  const longRunning = [];

  try {
    // A launcher killed with `kill -9` could not stop its children: end what it left first.
    const leftovers = await setPidFile(path.join(stackDir, 'stack.pid.json'));
    if (leftovers > 0) {
      log(`Ended ${leftovers} process groups left running by an earlier start that was killed.`);
    }
    // Processes just ended may hold their ports a moment longer on a busy machine.
    await ensurePortsFree(stackPorts(ports, appPort), { waitMs: leftovers > 0 ? 15_000 : 0 });
    time.mark('ports free');
    // Builds only what changed since the last start (a restart usually builds nothing).
    const at = (...parts) => path.join(root, ...parts);
    const builds = [
      !upToDate(at('emulator/dist/cli.js'), [at('emulator/src'), at('emulator/tsconfig.json')]) &&
        run(
          'emulator build',
          node,
          [at('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
          {
            cwd: at('emulator'),
          },
        ),
      !upToDate(at('functions/lib/index.js'), [
        at('functions/src'),
        at('domain/src'),
        at('functions/rspack.config.mjs'),
      ]) &&
        run(
          'functions build',
          node,
          [at('node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'],
          {
            cwd: at('functions'),
          },
        ),
      buildApps && !appsUpToDate() && run('build', 'npm', ['run', 'build:apps'], { cwd: root }),
    ].filter(Boolean);
    if (builds.length > 0) {
      log('Building what changed (emulator, functions, apps)…');
      await Promise.all(builds);
      log(`Built (${time.seconds()}s).`);
    }

    const emulator = startProcess(
      'emulator',
      node,
      [
        'emulator/dist/cli.js',
        '--config',
        configFile,
        '--data-dir',
        path.join(dataDir, 'emulator'),
      ],
      { cwd: root, quiet },
    );
    time.mark('emulator started');

    // The local inbox: every e-mail the stack sends (the functions' outbox, Auth's codes through
    // mail-relay.mjs) lands here, and people and journeys read it at the inbox's web and REST
    // API. Its mail is kept under the data directory, so a restart keeps the inbox.
    const maildev = startProcess(
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

    const authExport = path.join(dataDir, 'auth');
    const hasAuthExport = fs.existsSync(path.join(authExport, 'firebase-export-metadata.json'));
    const firebase = startProcess(
      'firebase',
      node,
      [
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
          // The functions send mail through MailDev and can name its inbox in their answers.
          GROUNDTRUTH_SMTP_URL: `smtp://${host}:${ports.smtp}`,
          GROUNDTRUTH_MAIL_WEB: `http://${host}:${ports.mail}`,
          // Links in e-mails (functions/src/mail/config.ts): the product's pages and the
          // unsubscribe function, at this stack's addresses.
          GROUNDTRUTH_APP_URL: `http://localhost:${appPort}`,
          GROUNDTRUTH_FUNCTIONS_URL: `http://${host}:${ports.functions}`,
          // Dataset exports' development signing and customer keys (issue 23), made once and
          // kept with the data, so exports across restarts verify against one key.
          GROUNDTRUTH_DEV_KEYS_DIR: path.join(dataDir, 'keys'),
          // No network here: firebase-admin must not probe the cloud metadata server.
          METADATA_SERVER_DETECTION: 'none',
          // Discovery writes the functions' manifest and exits (0.4 s) instead of serving it
          // and waiting 3 s for the loaded code's event loop to drain after quitquitquit.
          FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
        },
      },
    );
    longRunning.push(
      { label: 'the emulator', child: emulator, readsData: true },
      { label: 'firebase-tools', child: firebase, readsData: true },
      { label: 'MailDev', child: maildev },
    );
    time.mark('firebase-tools started');

    const appConfig = appConfigFor({ projectId, ports });
    /** The released versions a production stack serves (scripts/release/). */
    let versions;
    if (production) {
      const product = await serveProduct({
        base: appPort,
        overrides: { '/app-config.json': appConfig },
      });
      staticServerSets.add(product);
      versions = product.versions;
    } else {
      const apps = [
        ['shell', 'shell'],
        ['marketing', 'marketing-site'],
        ['creator', 'creator-app'],
        ['staff', 'staff-app'],
      ];
      for (const [label, dir] of apps) {
        const server = startProcess(
          label,
          node,
          [
            path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
            'serve',
            '-c',
            'rspack.config.mjs',
          ],
          {
            cwd: path.join(root, dir),
            quiet,
            env: { NODE_ENV: 'development' },
          },
        );
        longRunning.push({ label: `the ${label} dev server`, child: server });
      }
    }

    const ready = Promise.all([
      time.track(
        'functions loaded, a callable answers',
        waitForFunctions(`http://${host}:${ports.functions}`, projectId),
      ),
      time.track('firestore answers', waitForHttp(`http://${host}:${ports.firestore}/`)),
      time.track('storage answers', waitForHttp(`http://${host}:${ports.storage}/`)),
      time.track('auth answers', waitForHttp(`http://${host}:${ports.auth}/`)),
      time.track('inbox answers', waitForHttp(`http://${host}:${ports.mail}/healthz`)),
      ...[0, 1, 2, 3].map((offset) =>
        time.track(
          `app :${appPort + offset} serves its page`,
          waitForHttp(`http://localhost:${appPort + offset}/`),
        ),
      ),
    ]);
    const [callableUrls] = await Promise.race([ready, failOnEarlyExit(longRunning, dataDir)]);
    log(`Emulators, functions and apps answer (${time.seconds()}s).`);
    // Auth's reset and verification e-mails reach the inbox (mail-relay.mjs).
    startMailRelay({
      authUrl: `http://${host}:${ports.auth}`,
      firestoreUrl: `http://${host}:${ports.firestore}`,
      projectId,
      smtpUrl: `smtp://${host}:${ports.smtp}`,
      appUrl: `http://localhost:${appPort}`,
      log,
    });

    // One worker per function, started before they are needed. A first start warms what seeding
    // calls all at once (one cold start after another would slow seeding), seeds, then warms
    // the rest; a restart warms everything. After ready, one at a time and abortable
    // (wait.mjs): a Ctrl-C then finds no crowd of workers booting.
    let logins = { password: '', accounts: [] };
    let warmLater = callableUrls;
    if (seed) {
      const { isSeeded, seedCallableNames, seedIfEmpty } = await import('../seed/seed.mjs');
      if (!isSeeded(dataDir)) {
        const needed = await seedCallableNames();
        const calledBySeed = (url) => needed.has(url.slice(url.lastIndexOf('/') + 1));
        await warmFunctions(callableUrls.filter(calledBySeed));
        warmLater = callableUrls.filter((url) => !calledBySeed(url));
        log(`Functions warm (${time.seconds()}s).`);
      }
      logins = await seedIfEmpty({ dataDir, projectId, host, ports, log });
      time.mark('demo data in place');
    }
    warmInBackground(warmLater, { authUrl: `http://${host}:${ports.auth}`, projectId });
    if (runJobs) startJobs({ functionsUrl: `http://${host}:${ports.functions}`, projectId, log });
    return {
      urls: {
        app: `http://localhost:${appPort}`,
        marketing: `http://localhost:${appPort + 1}`,
        creator: `http://localhost:${appPort + 2}`,
        staff: `http://localhost:${appPort + 3}`,
        mail: `http://localhost:${ports.mail}`,
      },
      ports,
      projectId,
      logins,
      versions,
      stop: stopStack,
    };
  } catch (error) {
    await stopStack();
    throw error;
  }
}
