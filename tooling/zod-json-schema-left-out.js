// What the apps' builds get for zod's JSON Schema generator (zod/v4/core/json-schema-processors.js
// and to-json-schema.js, resolved here by tooling/federation.mjs). Every zod schema refers to its
// JSON Schema processor, so a bundler cannot leave the generator out, yet no screen asks a schema
// for JSON Schema: it was about 17 KB minified (5 KiB gzip) of every signed-in screen's first
// load. Each export is here, and calling one throws, so a future use fails loudly instead of
// answering wrong; tests, functions and Node import the real modules.
// tooling/test/zod-json-schema-left-out.test.ts holds the names to zod's.

function leftOut() {
  throw new Error(
    "zod's JSON Schema generator is left out of the apps' builds (tooling/zod-json-schema-left-out.js)",
  );
}

// json-schema-processors.js
export const aggregateChecks = leftOut;
export const allProcessors = {};
export const anyProcessor = leftOut;
export const arrayProcessor = leftOut;
export const bigintProcessor = leftOut;
export const booleanProcessor = leftOut;
export const catchProcessor = leftOut;
export const customProcessor = leftOut;
export const dateProcessor = leftOut;
export const defaultProcessor = leftOut;
export const enumProcessor = leftOut;
export const fileProcessor = leftOut;
export const functionProcessor = leftOut;
export const intersectionProcessor = leftOut;
export const lazyProcessor = leftOut;
export const literalProcessor = leftOut;
export const mapProcessor = leftOut;
export const nanProcessor = leftOut;
export const neverProcessor = leftOut;
export const nonoptionalProcessor = leftOut;
export const nullProcessor = leftOut;
export const nullableProcessor = leftOut;
export const numberProcessor = leftOut;
export const objectProcessor = leftOut;
export const optionalProcessor = leftOut;
export const pipeProcessor = leftOut;
export const prefaultProcessor = leftOut;
export const promiseProcessor = leftOut;
export const readonlyProcessor = leftOut;
export const recordProcessor = leftOut;
export const setProcessor = leftOut;
export const stringProcessor = leftOut;
export const successProcessor = leftOut;
export const symbolProcessor = leftOut;
export const templateLiteralProcessor = leftOut;
export const toJSONSchema = leftOut;
export const transformProcessor = leftOut;
export const tupleProcessor = leftOut;
export const undefinedProcessor = leftOut;
export const unionProcessor = leftOut;
export const unknownProcessor = leftOut;
export const voidProcessor = leftOut;

// to-json-schema.js. A schema's `~standard` (Standard Schema) makes its jsonSchema methods when
// read: making them must not throw, calling them does.
export const createStandardJSONSchemaMethod = () => leftOut;
export const createToJSONSchemaMethod = () => leftOut;
export const extractDefs = leftOut;
export const finalize = leftOut;
export const handleUnrepresentable = leftOut;
export const initializeContext = leftOut;
export const process = leftOut;
export const processSchema = leftOut;
