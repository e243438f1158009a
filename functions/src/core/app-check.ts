/**
 * App Check on the callables, a deploy-time switch: `ENFORCE_APP_CHECK=true` in
 * functions/.env.<project id> makes every callable refuse a request without a valid App Check
 * token (UNAUTHENTICATED, before the handler runs). Read from the environment Firebase gives the
 * functions from those files, at deploy and at run time alike (a `defineBoolean` param would do
 * the same, but firebase-functions reads it while loading the module and logs a warning at every
 * start). Unset — the Functions emulator, the test stack — it is off: off locally. README
 * "Production safety switches" says what else to switch on (the web client's provider, Firestore
 * and Storage enforcement).
 */
export const enforceAppCheck =
  process.env.ENFORCE_APP_CHECK === 'true' && process.env.FUNCTIONS_EMULATOR !== 'true';
