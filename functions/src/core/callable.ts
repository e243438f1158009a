/**
 * The shape every callable shares (habit 6): parse input → check caller → one transaction →
 * audit entry → result. This wraps the parse and the error mapping; the handler owns the
 * transaction, in which it reads its caller and writes its audit entry.
 */
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import type {
  AnyCallable,
  CallableOutput,
  CallableParsedInput,
} from '@groundtruth/domain/callable-registry';
import { attemptStarted, runCommitted } from './after-commit';
import { db } from './app';
import { enforceAppCheck } from './app-check';
import { fail, parseInput, toHttpsError } from './errors';
import { screenedBeforeDecode, wireProblem } from './wire-data';

/** True when `Actual` and `Expected` are assignable both ways: no field missing, extra or retyped. */
type Exactly<Actual, Expected> = [Actual] extends [Expected]
  ? [Expected] extends [Actual]
    ? true
    : false
  : false;

/** What a callable may add to the shared options: the secrets only it is bound to. */
export type CallableExtras = Pick<CallableOptions, 'secrets'>;

/**
 * The callable Cloud Function of a registry `entry`: its input is parsed with the entry's schema
 * and its handler must return exactly the entry's output type. A handler returning a field the
 * entry does not declare does not compile ("An argument for 'returnsFieldsTheEntryDoesNotDeclare'
 * was not provided"); a missing or retyped field fails on the handler itself.
 */
export function callable<E extends AnyCallable, R extends CallableOutput<E>>(
  entry: E,
  handler: (input: CallableParsedInput<E>, request: CallableRequest) => Promise<R>,
  ..._exact: Exactly<R, CallableOutput<E>> extends true
    ? []
    : [returnsFieldsTheEntryDoesNotDeclare: never]
) {
  return build({}, entry, handler);
}

/** `callable` with extra options, e.g. `{ secrets }` for the one function that needs them. */
export function callableWith<E extends AnyCallable, R extends CallableOutput<E>>(
  extras: CallableExtras,
  entry: E,
  handler: (input: CallableParsedInput<E>, request: CallableRequest) => Promise<R>,
  ..._exact: Exactly<R, CallableOutput<E>> extends true
    ? []
    : [returnsFieldsTheEntryDoesNotDeclare: never]
) {
  return build(extras, entry, handler);
}

function build<E extends AnyCallable>(
  extras: CallableExtras,
  entry: E,
  handler: (input: CallableParsedInput<E>, request: CallableRequest) => Promise<CallableOutput<E>>,
) {
  return screenedBeforeDecode(
    onCall(
      { ...extras, cors: true, enforceAppCheck },
      async (request): Promise<CallableOutput<E>> => {
        try {
          const problem = wireProblem(request.rawRequest);
          if (problem) throw fail.invalid(problem);
          const input = parseInput(entry.input, request.data) as CallableParsedInput<E>;
          return await handler(input, request);
        } catch (err) {
          throw toHttpsError(err);
        }
      },
    ),
  );
}

/**
 * One Firestore transaction. Contended ones (many creators accepting the last slots) are
 * retried more often than the SDK's default of 5 before giving up. What the committed attempt
 * registered with afterCommit runs after the commit.
 */
export async function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  let committed: Parameters<typeof runCommitted>[0] = [];
  const result = await db().runTransaction(
    (tx) => {
      committed = attemptStarted(tx);
      return fn(tx);
    },
    { maxAttempts: 20 },
  );
  await runCommitted(committed);
  return result;
}
