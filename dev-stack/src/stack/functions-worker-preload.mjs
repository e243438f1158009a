// Preloaded (`node --import`, through NODE_OPTIONS, firebase-tools-preload.mjs) into the
// processes firebase-tools starts; it acts only in the Functions emulator's workers.
//
// The emulator starts a worker per function (and per concurrent call), and each worker loads
// firebase-tools' functionsEmulatorShared, which requires the deploy and extensions code of the
// CLI at its top: on this project's 2-core machine about 0.3 s of a worker's 1.5 s of CPU, spent
// on modules a worker never calls (it uses findModuleRoot alone). Here those requires are
// deferred: each returns a stand-in that loads the module the first time anything reads from
// it, so a worker that needs one still gets it, whole, and one that does not never loads it.
// The runtime's express is one that serves whichever function a call names
// (functions-shared-workers.mjs).
import Module from 'node:module';
import path from 'node:path';
import { expressServingAnyFunction } from './functions-shared-workers.mjs';

if (/functionsEmulatorRuntime(\.js)?$/.test(process.argv[1] ?? '')) {
  const SHARED = `${path.sep}emulator${path.sep}functionsEmulatorShared.js`;
  const RUNTIME = `${path.sep}emulator${path.sep}functionsEmulatorRuntime.js`;
  // What functionsEmulatorShared needs as it loads (the rest it reads only inside functions).
  const EAGER = new Set(['./constants']);
  /** Node's loader of CommonJS modules: its internal `_load` is what `require` calls. */
  const cjs = /** @type {{ _load: (request: string, parent: any, isMain: boolean) => any }} */ (
    /** @type {unknown} */ (Module)
  );
  const load = cjs._load;

  /**
   * A stand-in for the module `request` of `parent`, loaded on first use.
   * @param {string} request
   * @param {any} parent
   */
  function deferred(request, parent) {
    let loaded;
    const real = () => (loaded ??= load(request, parent, false));
    return new Proxy(
      {},
      {
        get: (_, key) => real()[key],
        has: (_, key) => key in real(),
        ownKeys: () => Reflect.ownKeys(real()),
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Object.getOwnPropertyDescriptor(real(), key);
          return descriptor && { ...descriptor, configurable: true };
        },
      },
    );
  }

  /** @type {(this: unknown, request: string, parent: any, isMain: boolean) => any} */
  cjs._load = function (request, parent, isMain) {
    if (parent?.filename?.endsWith(SHARED) && request.startsWith('.') && !EAGER.has(request)) {
      return deferred(request, parent);
    }
    if (request === 'express' && parent?.filename?.endsWith(RUNTIME)) {
      return expressServingAnyFunction(load.call(this, request, parent, isMain));
    }
    return load.call(this, request, parent, isMain);
  };
}
