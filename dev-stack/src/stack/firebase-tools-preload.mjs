// Preloaded into firebase-tools (`node --import`) by the local stack.
//
// The Auth emulator builds its REST API with exegesis from Google's OpenAPI document and, by
// default, compiles a JSON-schema validator for every operation before it listens: 5.8 s of CPU
// on this project's 2-core machine, on every start, for endpoints a session mostly never calls.
// exegesis's own `lazyCompileValidationSchemas` option compiles each validator on its first use
// instead (0.3 s to listen); requests are validated exactly as before.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { shareWorkersAcrossFunctions } from './functions-shared-workers.mjs';

// The Functions emulator's workers inherit this process's environment, and with it a preload of
// their own: it defers the CLI code they load and never call (functions-worker-preload.mjs).
const workerPreload = fileURLToPath(new URL('./functions-worker-preload.mjs', import.meta.url));
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import ${JSON.stringify(workerPreload)}`]
  .filter(Boolean)
  .join(' ');

const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools'));
const exegesisExpress = fromFirebaseTools('exegesis-express');
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) =>
  middleware(spec, { ...options, lazyCompileValidationSchemas: true });

// In production Google's front end appends the caller's address to X-Forwarded-For, and the
// functions key their rate limits by it (functions/src/core/rate-limit.ts). The Functions
// emulator hands a call to its worker over a Unix socket, where the worker sees no peer at all:
// here the emulator appends the peer's address as the front end would, so a browser on the local
// stack is limited by its address like a visitor, and a client's own X-Forwarded-For entries
// stay in front of it, unheeded.
const { FunctionsEmulator } = fromFirebaseTools('./emulator/functionsEmulator.js');
const handleHttpsTrigger = FunctionsEmulator.prototype.handleHttpsTrigger;
/**
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} res
 */
FunctionsEmulator.prototype.handleHttpsTrigger = function (req, res) {
  const peer = req.socket.remoteAddress;
  if (peer) {
    const sent = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
  }
  return handleHttpsTrigger.call(this, req, res);
};

// One pool of workers for all functions (functions-shared-workers.mjs).
shareWorkersAcrossFunctions(fromFirebaseTools);
