// The whole product on one machine, as `npm start`, the journeys and the benchmarks start it:
// named steps (ports, builds, processes, readiness, demo data, jobs), each in its own module.
import fs from 'node:fs';
import path from 'node:path';
import { startJobs, stopJobs } from './jobs.mjs';
import { newLocalToolSecret, sendLocalToolHeader } from './local-tool.mjs';
import { startMailRelay, stopMailRelay } from './mail-relay.mjs';
import { setLogFile, setPidFile, stopAll } from './processes.mjs';
import { stopWatching, watchChildren } from './watch.mjs';
import {
  stopWarming,
  waitForFunctions,
  waitForHttp,
  warmFunctions,
  warmInBackground,
} from './wait.mjs';
import { appConfigFor, defaultStackOptions, host, root, writeStackConfig } from './config.mjs';
import { ensurePortsFree, stackPorts } from './ports.mjs';
import { buildWhatChanged } from './builds.mjs';
import { timeline } from './timeline.mjs';
import {
  failOnEarlyExit,
  startDevServers,
  startEmulator,
  startFirebaseTools,
  startMailDev,
} from './services.mjs';
import { serveProduct } from '../serve-static.mjs';

/** @typedef {import('./config.mjs').StackPorts} StackPorts */
/** @typedef {import('./services.mjs').LongRunning} LongRunning */
/** @typedef {{ password: string, accounts: { role: string, email: string }[] }} Logins */

/**
 * Static servers of production stacks started by this process, closed by stopStack.
 * @type {Set<{ close: () => Promise<unknown> }>}
 */
const staticServerSets = new Set();

/**
 * Stops everything any stack of this process started so far, also in the middle of a start-up
 * (Ctrl-C while seeding): the children and the static servers.
 */
export async function stopStack() {
  // First: the children stopped below are not failures to report or restart.
  stopWatching();
  stopWarming();
  stopJobs();
  stopMailRelay();
  const servers = [...staticServerSets];
  staticServerSets.clear();
  await Promise.all(servers.map((s) => s.close()));
  await stopAll();
}

/**
 * Ends what a launcher killed with `kill -9` left running, then checks the stack's ports.
 * @param {{ stackDir: string, ports: StackPorts, appPort: number, log: (line: string) => void }} options
 */
async function claimPorts({ stackDir, ports, appPort, log }) {
  const leftovers = await setPidFile(path.join(stackDir, 'stack.pid.json'));
  if (leftovers > 0) {
    log(`Ended ${leftovers} process groups left running by an earlier start that was killed.`);
  }
  // Processes just ended may hold their ports a moment longer on a busy machine.
  await ensurePortsFree(stackPorts(ports, appPort), { waitMs: leftovers > 0 ? 15_000 : 0 });
}

/**
 * The five apps: production builds served from the release folder (returning the versions
 * served), or their dev servers (added to `longRunning`).
 * @param {{ production: boolean, appPort: number, appConfig: object, quiet: boolean,
 *   longRunning: LongRunning[] }} options
 * @returns {Promise<Record<string, string> | undefined>}
 */
async function startApps({ production, appPort, appConfig, quiet, longRunning }) {
  if (!production) {
    longRunning.push(...startDevServers({ appPort, quiet }));
    return undefined;
  }
  const product = await serveProduct({
    base: appPort,
    overrides: { '/app-config.json': appConfig },
  });
  staticServerSets.add(product);
  return product.versions;
}

/**
 * Resolves with the callables' URLs once every part answers; rejects as soon as one exits.
 * @param {{ projectId: string, ports: StackPorts, appPort: number, dataDir: string,
 *   longRunning: LongRunning[], time: import('./timeline.mjs').Timeline }} options
 * @returns {Promise<string[]>}
 */
async function waitUntilReady({ projectId, ports, appPort, dataDir, longRunning, time }) {
  const ready = Promise.all([
    time.track(
      'functions loaded, a callable answers',
      waitForFunctions(`http://${host}:${ports.functions}`, projectId),
    ),
    time.track('firestore answers', waitForHttp(`http://${host}:${ports.firestore}/`)),
    time.track('storage answers', waitForHttp(`http://${host}:${ports.storage}/`)),
    time.track('auth answers', waitForHttp(`http://${host}:${ports.auth}/`)),
    time.track('inbox answers', waitForHttp(`http://${host}:${ports.mail}/healthz`)),
    ...[0, 1, 2, 3, 4].map((offset) =>
      time.track(
        `app :${appPort + offset} serves its page`,
        waitForHttp(`http://localhost:${appPort + offset}/`),
      ),
    ),
  ]);
  const [callableUrls] = await Promise.race([ready, failOnEarlyExit(longRunning, dataDir)]);
  return callableUrls;
}

/**
 * A first start warms the Functions emulator's workers seeding's first calls take (a few: any
 * worker serves any function, functions-shared-workers.mjs), then seeds. Once ready, the Auth
 * endpoints of the export on exit are warmed in the background, abortable (wait.mjs).
 * @param {{ seed: boolean, warmUp: boolean, callableUrls: string[], dataDir: string,
 *   projectId: string, ports: StackPorts, log: (line: string) => void, time: import('./timeline.mjs').Timeline }} options
 * @returns {Promise<Logins>}
 */
async function seedAndWarm({ seed, warmUp, callableUrls, dataDir, projectId, ports, log, time }) {
  /** @type {Logins} */
  let logins = { password: '', accounts: [] };
  if (seed) {
    const { isSeeded, seedCallableNames, seedIfEmpty } = await import('../seed/seed.mjs');
    if (!isSeeded(dataDir)) {
      const needed = await seedCallableNames();
      /** @param {string} url */
      const calledBySeed = (url) => needed.has(url.slice(url.lastIndexOf('/') + 1));
      await warmFunctions(callableUrls.filter(calledBySeed));
      log(`Functions warm (${time.seconds()}s).`);
    }
    logins = await seedIfEmpty({ dataDir, projectId, host, ports, log });
    time.mark('demo data in place');
  }
  if (warmUp) warmInBackground({ authUrl: `http://${host}:${ports.auth}`, projectId });
  return logins;
}

/**
 * Starts everything, waits until each part is healthy, seeds demo data unless told not to.
 * @param {{ projectId?: string, ports?: StackPorts, appPort?: number, dataDir?: string,
 *   production?: boolean, buildApps?: boolean, seed?: boolean, warmUp?: boolean,
 *   runJobs?: boolean, quiet?: boolean, logFile?: string, verbose?: boolean,
 *   log?: (line: string) => void, onStackDown?: (reason: string) => void }} [options]
 *   `buildApps`: production builds are rebuilt unless the caller has just built them (npm
 *   test). `warmUp`: once ready, warms the Auth endpoints a stop's export reads, in the background.
 *   `runJobs`: runs the scheduled jobs on their cadence once ready (jobs.mjs), as
 *   production's scheduler does; the journeys turn it off and make time pass themselves
 *   (e2e/testing/jobs.ts). `logFile`: every process's output is appended to it as well, quiet
 *   or not. `verbose`: prints a timeline of the start-up (where the seconds go).
 *   `onStackDown`: called with the reason when a child that holds data stops once the stack
 *   runs (watch.mjs); by default the reason is logged and the stack stopped.
 */
export async function startStack({
  projectId,
  ports,
  appPort = 3000,
  dataDir,
  production = false,
  buildApps = production,
  seed = true,
  warmUp = true,
  runJobs = true,
  quiet = false,
  logFile,
  verbose = false,
  log = console.log,
  onStackDown = (reason) => {
    log(reason);
    void stopStack();
  },
} = {}) {
  const defaults = defaultStackOptions();
  const project = projectId ?? defaults.projectId;
  const stackPortsUsed = ports ?? defaults.ports;
  const data = path.resolve(dataDir ?? path.join(root, '.data'));
  const stackDir = path.join(data, 'stack');
  fs.mkdirSync(stackDir, { recursive: true });
  const configFile = writeStackConfig(stackDir, stackPortsUsed);
  if (logFile) setLogFile(logFile);
  const time = timeline(log, verbose);
  /** @type {LongRunning[]} */
  const longRunning = [];
  const options = { projectId: project, ports: stackPortsUsed, appPort, dataDir: data, quiet };
  // This process's calls (seeding, warm-ups, jobs, a bench's measurements) are a local tool's,
  // exempt from the per-client limits; a browser's are not (local-tool.mjs).
  const localToolSecret = newLocalToolSecret();
  sendLocalToolHeader(`http://${host}:${stackPortsUsed.functions}`, localToolSecret);

  try {
    await claimPorts({ stackDir, ports: stackPortsUsed, appPort, log });
    time.mark('ports free');
    await buildWhatChanged({ buildApps, log, seconds: time.seconds });

    const emulator = startEmulator({ configFile, ...options });
    time.mark('emulator started');
    const maildev = startMailDev(options);
    const firebase = startFirebaseTools({ configFile, stackDir, localToolSecret, ...options });
    longRunning.push(
      {
        label: 'the emulator',
        child: emulator,
        readsData: true,
        holds: 'the local Firestore and Storage data',
      },
      {
        label: 'firebase-tools',
        child: firebase,
        readsData: true,
        holds: 'the Auth accounts (saved only as it exits) and runs the functions',
      },
      {
        label: 'MailDev',
        child: maildev,
        // Its mail is on disk, and the functions' outbox retries what it missed meanwhile.
        restart: () => startMailDev(options),
        answersAt: `http://${host}:${stackPortsUsed.mail}/healthz`,
      },
    );
    time.mark('firebase-tools started');

    const appConfig = appConfigFor(options);
    /** The released versions a production stack serves (release/src/folder.mjs). */
    const versions = await startApps({ production, appPort, appConfig, quiet, longRunning });

    const callableUrls = await waitUntilReady({ ...options, longRunning, time });
    log(`Emulators, functions and apps answer (${time.seconds()}s).`);
    // Auth's reset and verification e-mails reach the inbox (mail-relay.mjs).
    startMailRelay({
      authUrl: `http://${host}:${stackPortsUsed.auth}`,
      firestoreUrl: `http://${host}:${stackPortsUsed.firestore}`,
      projectId: project,
      smtpUrl: `smtp://${host}:${stackPortsUsed.smtp}`,
      appUrl: `http://localhost:${appPort}`,
      log,
    });

    const logins = await seedAndWarm({ ...options, seed, warmUp, callableUrls, log, time });
    if (runJobs) {
      startJobs({
        functionsUrl: `http://${host}:${stackPortsUsed.functions}`,
        projectId: project,
        log,
      });
    }
    // From here on a child that stops is no longer a failed start (failOnEarlyExit) but one to
    // restart or to stop the stack for.
    watchChildren(longRunning, { log, onStackDown });
    return {
      urls: {
        app: `http://localhost:${appPort}`,
        marketing: `http://localhost:${appPort + 1}`,
        creator: `http://localhost:${appPort + 2}`,
        staff: `http://localhost:${appPort + 3}`,
        customer: `http://localhost:${appPort + 4}`,
        mail: `http://localhost:${stackPortsUsed.mail}`,
      },
      ports: stackPortsUsed,
      projectId: project,
      logins,
      versions,
      /** What a local tool in another process sends to be exempt from the limits (local-tool.mjs). */
      localToolSecret,
      stop: stopStack,
    };
  } catch (error) {
    await stopStack();
    throw error;
  }
}
