// Preloaded into firebase-tools (`node --import`) by the local stack.
//
// The Auth emulator builds its REST API with exegesis from Google's OpenAPI document and, by
// default, compiles a JSON-schema validator for every operation before it listens: 5.8 s of CPU
// on this project's 2-core machine, on every start, for endpoints a session mostly never calls.
// exegesis's own `lazyCompileValidationSchemas` option compiles each validator on its first use
// instead (0.3 s to listen); requests are validated exactly as before.
import { createRequire } from 'node:module';

const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools'));
const exegesisExpress = fromFirebaseTools('exegesis-express');
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) =>
  middleware(spec, { ...options, lazyCompileValidationSchemas: true });
