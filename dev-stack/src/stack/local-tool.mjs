// The local tools' exemption from the public callables' per-client limits
// (functions/src/core/rate-limit.ts). Every call to the local stack's Functions emulator is keyed
// by its peer's address, as production keys a visitor, so the seed, the journeys, the test helpers
// and the benches, which call from 127.0.0.1 many times a minute, say who they are: a header
// carrying a secret made for each start of the stack and given only to its Functions emulator.
// The functions honour it only inside the emulator (FUNCTIONS_EMULATOR is 'true'), never in
// production. A browser on `npm start` does not know it, so it meets the limits a visitor meets.
import { randomBytes } from 'node:crypto';

/** The header's name; functions/src/core/rate-limit.ts names it too (LOCAL_TOOL_HEADER). */
export const LOCAL_TOOL_HEADER = 'x-groundtruth-local-tool';

/** The variable that gives the Functions emulator the secret (LOCAL_TOOL_SECRET_ENV there). */
export const LOCAL_TOOL_SECRET_ENV = 'GROUNDTRUTH_LOCAL_TOOL_SECRET';

/** A fresh secret, for one start of a stack. */
export function newLocalToolSecret() {
  return randomBytes(24).toString('base64url');
}

/**
 * Makes every `fetch` of this process to `functionsOrigin` (the web SDK's callables included,
 * which call the global `fetch`) send the tool header with `secret`. Other addresses are left
 * alone. Calling it again for the same origin replaces the secret.
 * @param {string} functionsOrigin e.g. http://127.0.0.1:5001
 * @param {string} secret
 */
export function sendLocalToolHeader(functionsOrigin, secret) {
  const origin = new URL(functionsOrigin).origin;
  secrets.set(origin, secret);
  if (wrapped) return;
  wrapped = true;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const own = URL.canParse(url) ? secrets.get(new URL(url).origin) : undefined;
    if (own === undefined) return plainFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(LOCAL_TOOL_HEADER, own);
    return plainFetch(input, { ...init, headers });
  };
}

/** @type {Map<string, string>} */
const secrets = new Map();
let wrapped = false;
