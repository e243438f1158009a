/**
 * datasetArchiveLink (staff): a link to download a complete export as one tar. The browser
 * follows it (a download the size of the dataset never passes through the page's memory), so it
 * carries no session: a signed token (core/link-token.ts) naming the export, working
 * ARCHIVE_LINK_MINUTES. Asking for one is audited as download_dataset: who took the data, when.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { ARCHIVE_LINK_MINUTES } from '@groundtruth/domain/dataset-exports';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { STAFF, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { linkToken, verifyLinkToken } from '../core/link-token';
import { httpFunctionUrl } from '../mail/config';
import { datasetExports } from '../repos/dataset-exports';

const PURPOSE = 'dataset-archive:v1:';

/** The export a download token names, or null when it is not ours (see verifyLinkToken). */
export function verifyArchiveToken(token: unknown, now = Date.now()) {
  const verified = verifyLinkToken(PURPOSE, token, now);
  return verified && { exportId: verified.subject, expired: verified.expired };
}

/** The download address of `exportId`'s archive, working until `expiresAtMs`. */
export function archiveLink(exportId: string, expiresAtMs: number): string {
  const base = httpFunctionUrl('datasetArchive', process.env.GROUNDTRUTH_DATASET_ARCHIVE_URL);
  return `${base}?token=${encodeURIComponent(linkToken(PURPOSE, exportId, expiresAtMs))}`;
}

export const datasetArchiveLink = callable(
  callables.datasetArchiveLink,
  async ({ exportId }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, STAFF);
      const doc = await datasetExports.get(tx, exportId);
      if (!doc) throw fail.notFound(serverMessages.exportNotFound);
      if (doc.status !== 'complete') throw fail.precondition(serverMessages.exportNotComplete);
      if (!doc.archive_sha256) throw fail.precondition(serverMessages.exportHasNoArchive);
      const expiresAt = Date.now() + ARCHIVE_LINK_MINUTES * 60_000;
      writeAudit(tx, caller, 'download_dataset', collections.datasetExports, exportId, {
        task_id: doc.task_id,
        archive_sha256: doc.archive_sha256,
      });
      return {
        url: archiveLink(exportId, expiresAt),
        expiresAt: new Date(expiresAt).toISOString(),
      };
    });
  },
);
