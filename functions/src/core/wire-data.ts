/**
 * A callable's data as it arrives, screened before firebase-functions decodes it. The SDK decodes
 * `data` before any handler runs, and answers INTERNAL for what its decoder cannot take: an object
 * with an "@type" it does not know (or a Long whose value is not a number), and nesting deep
 * enough to overflow its recursion. It also assigns a "__proto__" key, which swaps the object's
 * prototype instead of adding a field the schema would refuse. The screen finds the first such
 * value in the raw JSON, sets the data aside (the decoder gets null) and leaves the problem for
 * the handler to throw as INVALID_ARGUMENT naming the field: no client input produces INTERNAL.
 */
import type { CallableRequest } from 'firebase-functions/v2/https';

type RawRequest = CallableRequest['rawRequest'];

/** The encodings of 64-bit integers the SDK's decoder turns into numbers. */
const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any callable's input (two levels) by a wide margin, far below a stack overflow. */
const MAX_DEPTH = 32;

function isDecodableLong(value: Record<string, unknown>): boolean {
  return (
    typeof value['@type'] === 'string' &&
    LONG_TYPES.has(value['@type']) &&
    !Number.isNaN(parseFloat(String(value.value)))
  );
}

/** A key that can be a schema's field name; any other key is a field no callable takes. */
const FIELD_NAME = /^[A-Za-z_]\w*$/;

interface Node {
  value: unknown;
  /** The path of field names and array indices from the payload to `value`. */
  path: (string | number)[];
  /** Set under a key no schema has: the problem is reported as that unknown field. */
  unknown?: string;
}

/** describeIssue's name for a path: "attestation.ownsContent", "filePaths.0", or "input". */
function fieldName(path: readonly (string | number)[]): string {
  return path.join('.') || 'input';
}

/**
 * The first part of `data` the SDK's decoder would fail on or misread, as an INVALID_ARGUMENT
 * message in describeIssue's form ("attestation: is nested too deeply"), or null. The message
 * names a field of the schema: a problem under a key no schema has is that unknown field.
 */
export function undecodableProblem(data: unknown): string | null {
  const stack: Node[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path, unknown } = stack.pop() as Node;
    if (typeof value !== 'object' || value === null) continue;
    const field = fieldName(path);
    if (path.length > MAX_DEPTH) {
      // Named where the nesting starts: "tags", not "tags.0.0.0…".
      const start = path.findLastIndex((key) => typeof key === 'string');
      return unknown ?? `${fieldName(path.slice(0, start + 1))}: is nested too deeply`;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: [...path, i], unknown });
      continue;
    }
    const object = value as Record<string, unknown>;
    if (Object.hasOwn(object, '__proto__')) return unknown ?? `${field}: unknown field "__proto__"`;
    if (object['@type']) {
      if (isDecodableLong(object)) continue;
      return unknown ?? `${field}: must not be an object with an "@type"`;
    }
    const entries = Object.entries(object);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
      stack.push({
        value: item,
        path: [...path, key],
        unknown:
          unknown ??
          (FIELD_NAME.test(key) ? undefined : `${field}: unknown field ${JSON.stringify(shown)}`),
      });
    }
  }
  return null;
}

const problems = new WeakMap<object, string>();

/** The problem the screen found in this request's data, if any. */
export function wireProblem(rawRequest: RawRequest): string | undefined {
  return problems.get(rawRequest);
}

/**
 * `fn` (the HTTP handler onCall builds) behind the screen, with the properties the Functions
 * runtime and its emulator read from it (`__endpoint`, `run`…) carried over.
 */
export function screenedBeforeDecode<F extends (req: RawRequest, res: never) => unknown>(fn: F): F {
  const screened = (req: RawRequest, res: never) => {
    const body = req.body as { data?: unknown } | undefined;
    if (body && typeof body === 'object' && 'data' in body) {
      const problem = undecodableProblem(body.data);
      if (problem) {
        problems.set(req, problem);
        body.data = null;
      }
    }
    return fn(req, res);
  };
  for (const key of Reflect.ownKeys(fn)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(
      screened,
      key,
      Object.getOwnPropertyDescriptor(fn, key) as PropertyDescriptor,
    );
  }
  return screened as unknown as F;
}
