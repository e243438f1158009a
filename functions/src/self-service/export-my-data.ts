/**
 * exportMyData (any active person, for themself): "Download my data". One transaction
 * reads the caller and their own documents — the profile, acceptances, submissions (file names,
 * hashes, review decisions), payouts, payout accounts (identifiers masked), notifications, and
 * their conversations with their messages — so the file is one consistent moment, and writes the
 * audit entry of the export. Only documents whose user_id (a thread: creator_id) is the caller's
 * are read: nothing of anyone else can appear.
 */
import {
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { payoutProviders, roles, type PayoutProvider } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import { maskAccountId } from '@groundtruth/domain/masking';
import {
  MY_DATA_FORMAT,
  MY_DATA_LIMIT,
  type ExportedDocument,
  type MyData,
} from '@groundtruth/domain/my-data';
import { EXPORT_PAGE_SIZE, ownDataQueries } from '@groundtruth/domain/export-queries';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import type { CollectionName } from '@groundtruth/domain/query-spec';
import { db } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid } from '../core/caller';
import { adminQuery } from '../repos/base';

/** `value` as JSON: timestamps become ISO 8601 strings, everything else stays. */
function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}

function exported(id: string, data: Record<string, unknown> | undefined): ExportedDocument {
  return { id, ...(toJson(data ?? {}) as Record<string, unknown>) };
}

/** Up to MY_DATA_LIMIT of the caller's documents of `collection`, a page at a time, in `tx`. */
function ownDocuments(
  tx: Transaction,
  collection: CollectionName,
  uid: string,
): Promise<{ docs: ExportedDocument[]; truncated: boolean }> {
  return readUpToLimit(tx, ownDataQueries.owned(collection, uid));
}

/** Up to MY_DATA_LIMIT documents of `spec`, a page at a time, in `tx`. */
async function readUpToLimit(
  tx: Transaction,
  spec: ListQuery,
): Promise<{ docs: ExportedDocument[]; truncated: boolean }> {
  const query: Query = adminQuery(spec);
  const docs: ExportedDocument[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await tx.get(after ? query.startAfter(after) : query);
    for (const doc of snap.docs) {
      if (docs.length === MY_DATA_LIMIT) return { docs, truncated: true };
      docs.push(exported(doc.id, doc.data()));
    }
    if (snap.size < spec.limit) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return { docs, truncated: false };
}

/** The caller's threads, each with its messages (oldest first) under `messages`. */
async function ownThreads(
  tx: Transaction,
  uid: string,
): Promise<{ docs: ExportedDocument[]; truncated: boolean }> {
  const threads = await readUpToLimit(tx, threadQueries.threadsOfCreator(uid, EXPORT_PAGE_SIZE));
  const docs: ExportedDocument[] = [];
  let truncated = threads.truncated;
  for (const thread of threads.docs) {
    const messages = await readUpToLimit(
      tx,
      threadQueries.allThreadMessages(thread.id, EXPORT_PAGE_SIZE),
    );
    truncated ||= messages.truncated;
    docs.push({ ...thread, messages: messages.docs });
  }
  return { docs, truncated };
}

/** A payout account as exported: its identifier masked, like the security e-mails show it. */
function masked(doc: ExportedDocument): ExportedDocument {
  const provider = doc.provider as PayoutProvider;
  const id = String(doc.provider_account_id ?? '');
  return {
    ...doc,
    provider_account_id: payoutProviders.includes(provider) ? maskAccountId(provider, id) : '…',
  };
}

export const exportMyData = callable(callables.exportMyData, async (_input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx): Promise<MyData> => {
    const caller = await readCaller(tx, uid, roles);
    const [account, preferences] = await tx.getAll(
      db().collection(collections.users).doc(uid),
      db().collection(collections.creatorProfiles).doc(uid),
    );
    const lists = {
      acceptances: await ownDocuments(tx, collections.taskAcceptances, uid),
      submissions: await ownDocuments(tx, collections.submissions, uid),
      payouts: await ownDocuments(tx, collections.payouts, uid),
      payoutAccounts: await ownDocuments(tx, collections.payoutAccounts, uid),
      notifications: await ownDocuments(tx, collections.notifications, uid),
      threads: await ownThreads(tx, uid),
    };
    const truncated = Object.entries(lists).flatMap(([name, list]) =>
      list.truncated ? [name] : [],
    );
    writeAudit(tx, caller, 'export_my_data', collections.users, uid, {
      ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.docs.length])),
      truncated,
    });
    return {
      format: MY_DATA_FORMAT,
      exportedAt: new Date().toISOString(),
      profile: {
        account: account?.exists ? exported(account.id, account.data()) : null,
        preferences: preferences?.exists ? exported(preferences.id, preferences.data()) : null,
      },
      acceptances: lists.acceptances.docs,
      submissions: lists.submissions.docs,
      payouts: lists.payouts.docs,
      payoutAccounts: lists.payoutAccounts.docs.map(masked),
      notifications: lists.notifications.docs,
      threads: lists.threads.docs,
      truncated,
    };
  });
});
