// @ts-check
/**
 * firebase-tools' Auth emulator for every functions test file of a run, in one process that the
 * global setup starts: a file asks for its project's (`POST /projects/<id>`) and gets the port of
 * an Auth emulator of its own, the express app `emulators:start --only auth` serves (built by
 * firebase-tools' `createApp` for that project) on a free port; `DELETE /projects/<id>` closes it.
 * In each file's own process the first app cost 3 to 7 seconds (loading the emulator and compiling
 * its API description, cold); in this warm process another app takes about 0.3 s.
 * It prints `listening <port>` once ready, and exits when its parent closes its stdin.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const HOST = '127.0.0.1';

/**
 * firebase-tools' `createApp`, loaded on first use (a file that asks the hub loads none of it),
 * with exegesis's lazily compiled validators, as the local stack's firebase-tools gets them.
 * @type {Promise<(projectId: string) => Promise<{ listen(port: number, host: string): http.Server }>> | undefined}
 */
let createApp;
function loadCreateApp() {
  createApp ??= import('../../dev-stack/src/stack/firebase-tools-preload.mjs').then(() => {
    const fromFirebaseTools = createRequire(
      createRequire(import.meta.url).resolve('firebase-tools'),
    );
    shareValidators(createRequire(fromFirebaseTools.resolve('exegesis')));
    return fromFirebaseTools('./emulator/auth/server.js').createApp;
  });
  return createApp;
}

/**
 * Every project's app compiles the same request and response validators (exegesis, one Ajv per
 * schema): most of the hub's CPU, a second or two per file. The hub compiles each schema once,
 * under the same options, and every app uses that validator, which depends on nothing else.
 * @param {NodeRequire} fromExegesis
 */
function shareValidators(fromExegesis) {
  const Ajv = fromExegesis('ajv').default;
  const compile = Ajv.prototype.compile;
  /** @type {Map<string, unknown>} */
  const compiled = new Map();
  /** @param {unknown} schema @param {unknown} [meta] */
  Ajv.prototype.compile = function (schema, meta) {
    const { coerceTypes, removeAdditional, useDefaults, allErrors, strict } = this.opts;
    const key = JSON.stringify([
      coerceTypes,
      removeAdditional,
      useDefaults,
      allErrors,
      strict,
      schema,
    ]);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = compile.call(this, schema, meta)));
    return validate;
  };
}

/** Each project's emulator, listening (a promise, so two asks of one project share it). */
/** @type {Map<string, Promise<http.Server>>} */
const emulators = new Map();

/**
 * The Auth emulator for `projectId`, listening on a free port (in this process).
 * @param {string} projectId
 */
export async function startAuthApp(projectId) {
  const server = (await (await loadCreateApp())(projectId)).listen(0, HOST);
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/** Serves the control API: run as a program (`node auth-hub.mjs`), not when imported. */
function serve() {
  const control = http.createServer(async (req, res) => {
    const match = /^\/projects\/([a-z0-9-]+)$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const projectId = /** @type {string} */ (match[1]);
    try {
      if (req.method === 'POST') {
        let server = emulators.get(projectId);
        if (!server) emulators.set(projectId, (server = startAuthApp(projectId)));
        const address = /** @type {import('node:net').AddressInfo} */ ((await server).address());
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ port: address.port }));
      }
      if (req.method === 'DELETE') {
        const server = emulators.get(projectId);
        emulators.delete(projectId);
        if (server) {
          const listening = await server;
          listening.closeAllConnections();
          await new Promise((resolve) => listening.close(resolve));
        }
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    } catch (error) {
      emulators.delete(projectId);
      res.writeHead(500).end(String(error instanceof Error ? error.stack : error));
    }
  });
  // The first app compiles what every later one reuses (seconds, cold): built before listening,
  // while the global setup builds the functions and starts the emulator.
  const warm = startAuthApp('demo-gt-auth-hub-warm-up').then((server) => server.close());
  control.listen(0, HOST, async () => {
    await warm;
    const address = /** @type {import('node:net').AddressInfo} */ (control.address());
    process.stdout.write(`listening ${address.port}\n`);
  });
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve();
