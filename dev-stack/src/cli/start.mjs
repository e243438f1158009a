// `npm start`: the whole product locally, in one terminal (see dev-stack/src/stack/stack.mjs).
// Waits for each part to be healthy, seeds demo data on first start, prints URLs and logins.
// Ctrl-C stops everything it started. `--prod` serves production builds instead of dev servers
// (the versions promoted in the release folder, a new build released and promoted first);
// `--data-dir DIR` chooses where data lives (default .data); `--verbose` prints a timeline of
// the start-up; `--no-warm-up` leaves the Auth endpoints a Ctrl-C's export reads to compile
// then, not in the background once ready.
import path from 'node:path';
import { defaultStackOptions, root } from '../stack/config.mjs';
import { startStack, stopStack } from '../stack/stack.mjs';

const args = process.argv.slice(2);
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const production = args.includes('--prod');
const verbose = args.includes('--verbose');
const warmUp = !args.includes('--no-warm-up');
const dataDir = path.resolve(flag('--data-dir') ?? path.join(root, '.data'));
const started = Date.now();

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Groundtruth…');
  // Whatever has started so far, even mid start-up: the stack object may not exist yet.
  await stopStack();
  console.log('Stopped. Every process this command started has exited.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const stack = await startStack({
    ...defaultStackOptions(),
    dataDir,
    production,
    verbose,
    warmUp,
    // A child that holds data stopped: the stack stops cleanly, and the exit code says so.
    onStackDown: (reason) => {
      console.error(reason);
      void shutdown(1);
    },
  });
  const { urls, ports, logins, versions } = stack;
  // --prod serves the versions the local environment promotes (npm run release -- status).
  const released = versions
    ? `\n  Releases    ${Object.entries(versions)
        .map(([app, version]) => `${app} ${version}`)
        .join(' · ')} (npm run release -- status)`
    : '';
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Groundtruth is running (ready in ${seconds}s${production ? ', production build' : ''}).

  App         ${urls.app}
  Remotes     marketing ${urls.marketing} · creator ${urls.creator} · staff ${urls.staff} · customer ${urls.customer}${released}
  Inbox       ${urls.mail} (every e-mail the product sends, password resets included)
  Emulators   firestore :${ports.firestore} · storage :${ports.storage} · auth :${ports.auth} · functions :${ports.functions} · smtp :${ports.smtp}
  Data        ${path.relative(root, dataDir) || '.'}/ (npm run reset wipes it)

Demo logins (password for all: ${logins.password}):
${logins.accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}`).join('\n')}

Press Ctrl-C to stop.
GROUNDTRUTH_READY`);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
