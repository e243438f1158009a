/**
 * The shape every callable shares (habit 6): parse input → check caller → one transaction →
 * audit entry → result. This wraps the parse and the error mapping; the handler owns the
 * transaction, in which it reads its caller and writes its audit entry.
 */
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from './app';
import { parseInput, toHttpsError } from './errors';

/** A callable Cloud Function validating its input with `schema`. */
export function callable<S extends z.ZodType, R>(
  schema: S,
  handler: (input: z.infer<S>, request: CallableRequest) => Promise<R>,
) {
  return onCall({ cors: true }, async (request) => {
    try {
      const input = parseInput(schema, request.data);
      return await handler(input, request);
    } catch (err) {
      throw toHttpsError(err);
    }
  });
}

/**
 * One Firestore transaction. Contended ones (many creators accepting the last slots) are
 * retried more often than the SDK's default of 5 before giving up.
 */
export function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(fn, { maxAttempts: 20 });
}
