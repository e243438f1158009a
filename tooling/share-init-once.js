// A federation runtime plugin every app carries (tooling/federation.mjs): the runtime's loadShare
// initialises the share scope before each shared module it loads, and its guard against doing so
// twice is a token kept in an array the call makes afresh, so the whole table of the host's shares
// is registered again, with a hook emitted per share, on every shared load of the start-up.
// Upstream's fix (module-federation/core PR #5062) keeps one array per handler; until a release
// carries it, this gives each call made without an array the handler's own, kept one, so the
// guard stops every initialisation after the first. The build's own initialisation (from
// 'build') is left alone: it registers what the bundle provides, as before.
// tooling/test/share-init-once.test.ts says whether the runtime still needs it.

/** @type {WeakSet<object>} */
const patched = new WeakSet();

/**
 * @param {{ initializeSharing: (name?: string, options?: { initScope?: unknown[], from?: string }) => unknown }} handler
 */
export function initialiseSharingOnce(handler) {
  if (patched.has(handler)) return;
  patched.add(handler);
  /** @type {unknown[]} */
  const kept = [];
  const initializeSharing = handler.initializeSharing;
  handler.initializeSharing = function (name, options) {
    const own = options?.initScope || options?.from === 'build';
    return initializeSharing.call(this, name, own ? options : { ...options, initScope: kept });
  };
}

/** @returns {{ name: string, beforeInit: (args: any) => any }} */
export default function shareInitOnce() {
  return {
    name: 'groundtruth-share-init-once',
    beforeInit(args) {
      if (args.origin?.sharedHandler) initialiseSharingOnce(args.origin.sharedHandler);
      return args;
    },
  };
}
