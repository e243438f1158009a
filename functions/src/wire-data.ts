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

/**
 * The first part of `data` the SDK's decoder would fail on or misread, as an INVALID_ARGUMENT
 * message in describeIssue's form ("attestation: is nested too deeply"), or null.
 */
export function undecodableProblem(data: unknown): string | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value !== 'object' || value === null) continue;
    const field = path.join('.') || 'input';
    if (path.length > MAX_DEPTH) return `${field}: is nested too deeply`;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const object = value as Record<string, unknown>;
    if (Object.hasOwn(object, '__proto__')) return `${field}: unknown field "__proto__"`;
    if (object['@type']) {
      if (isDecodableLong(object)) continue;
      return `${field}: must not be an object with an "@type"`;
    }
    const entries = Object.entries(object);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, path: [...path, key] });
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
