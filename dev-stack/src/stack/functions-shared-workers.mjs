// Functions emulator workers that serve any function: a worker, once started, takes the next
// call of whichever function. (In production each function has instances of its own; nothing in
// functions/src keeps state per function, and discovery, routing and the onCall protocol are the
// emulator's own, unchanged.)
//
// firebase-tools keeps a pool of workers per function: every function's first call, and every
// call that finds its function's workers busy, starts a process that loads the whole functions
// bundle (0.8 CPU-seconds on this project's 2-core machine). A fresh-clone run of the journeys
// started 288 of them. Here the pool is one for all functions: a call takes any idle worker and a
// new one starts only when every worker is busy, so a stack keeps as many workers as calls ever
// ran at once. Each call tells its worker which function to run, in headers the emulator sets (a
// client's own values are replaced), by the runtime's own per-call switch (what firebase-tools'
// --inspect-functions mode sends it over IPC).

/** Which function a call runs, and its signature type ('http', 'cloudevent'). */
const TARGET = 'x-groundtruth-function-target';
const SIGNATURE = 'x-groundtruth-function-signature';
/** The pool's one key for every function. */
const ANY_FUNCTION = '~any-function~';

/**
 * In firebase-tools' own process: one pool for all functions, and every call labelled with its
 * function. `fromFirebaseTools` requires from firebase-tools' package.
 * @param {NodeJS.Require} fromFirebaseTools
 */
export function shareWorkersAcrossFunctions(fromFirebaseTools) {
  const { FunctionsEmulator } = fromFirebaseTools('./emulator/functionsEmulator.js');
  const { RuntimeWorkerPool } = fromFirebaseTools('./emulator/functionsRuntimeWorker.js');
  const { getSignatureType } = fromFirebaseTools('./emulator/functionsEmulatorShared.js');
  /** Each function's own time limit (seconds), applied to the worker that takes its call. */
  const timeouts = new Map();

  const handleHttpsTrigger = FunctionsEmulator.prototype.handleHttpsTrigger;
  /**
   * Every call, background events included, comes through here (the emulator's hub routes them
   * all to it), with the function in its path.
   * @param {import('node:http').IncomingMessage & { params: Record<string, string> }} req
   * @param {unknown} res
   */
  FunctionsEmulator.prototype.handleHttpsTrigger = function (req, res) {
    const { trigger_name: name, region } = req.params;
    const triggerId = region ? `${region}-${name}` : name;
    const def = this.triggers[triggerId]?.def;
    delete req.headers[TARGET];
    delete req.headers[SIGNATURE];
    if (def) {
      req.headers[TARGET] = def.entryPoint;
      req.headers[SIGNATURE] = getSignatureType(def);
      timeouts.set(triggerId, def.timeoutSeconds);
    }
    return handleHttpsTrigger.call(this, req, res);
  };

  const getKey = RuntimeWorkerPool.prototype.getKey;
  /** @type {(this: unknown, triggerId: string | undefined, runtime: string | undefined) => string} */
  RuntimeWorkerPool.prototype.getKey = function (triggerId, runtime) {
    return triggerId ? ANY_FUNCTION : getKey.call(this, triggerId, runtime);
  };

  const submitRequest = RuntimeWorkerPool.prototype.submitRequest;
  /**
   * The worker that takes the call (the first idle one, as the original picks it) gets the
   * function's own time limit, not that of the function it first started for.
   * @type {(this: any, triggerId: string, ...rest: unknown[]) => Promise<unknown>}
   */
  RuntimeWorkerPool.prototype.submitRequest = function (triggerId, ...rest) {
    const worker = this.getIdleWorker(triggerId, rest[4]);
    if (worker) worker.timeoutSeconds = timeouts.get(triggerId);
    return submitRequest.call(this, triggerId, ...rest);
  };
}

/**
 * In a worker, as firebase-tools' runtime requires express: the runtime is set to take its
 * function per call (its debug-mode switch), and the express returned puts, before the runtime's
 * handler of calls, a step that switches it to the called function. A call without the headers
 * runs the function the worker was started for. A worker takes one call at a time.
 * @param {any} express the express package, as loaded for the runtime
 */
export function expressServingAnyFunction(express) {
  process.env.FUNCTION_DEBUG_MODE = 'true';
  /** @type {any} */
  const serving = function () {
    const app = express();
    const all = app.all;
    app.all = function (/** @type {string} */ path, /** @type {any[]} */ ...handlers) {
      if (path !== '/*') return all.call(this, path, ...handlers);
      return all.call(this, path, switchToTheCalledFunction, ...handlers);
    };
    return app;
  };
  return Object.assign(serving, express);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} _res
 * @param {() => void} next
 */
function switchToTheCalledFunction(req, _res, next) {
  const header = (/** @type {string} */ name) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  process.emit(
    // @ts-expect-error: the runtime listens for IPC messages; this is one, sent from within.
    'message',
    JSON.stringify({
      functionTarget: header(TARGET) ?? process.env.FUNCTION_TARGET,
      functionSignature: header(SIGNATURE) ?? process.env.FUNCTION_SIGNATURE_TYPE,
    }),
  );
  // The runtime handles a message on a promise chain; it has switched by the next macrotask.
  setImmediate(next);
}
