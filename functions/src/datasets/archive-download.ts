/**
 * datasetArchive: the HTTP function a whole-dataset download link opens (archive-link.ts). A
 * valid, unexpired token streams the export's tar from Storage as an attachment, never holding
 * it in memory; anything else gets a short page saying what to do.
 */
import { pipeline } from 'node:stream/promises';
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { exportArchivePath } from '@groundtruth/domain/dataset-exports';
import { serverMessages as words } from '@groundtruth/domain/server-messages';
import { bucket } from '../core/app';
import { publicPage } from '../mail/public-page';
import { datasetExports } from '../repos/dataset-exports';
import { verifyArchiveToken } from './archive-link';

export const datasetArchive = onRequest(
  { cors: false, timeoutSeconds: 3600 },
  async (request, response) => {
    if (request.method !== 'GET') {
      response.status(405).set('allow', 'GET').send('Method Not Allowed');
      return;
    }
    const token = verifyArchiveToken(request.query.token);
    if (!token) return publicPage(response, 400, words.archiveTitle, words.archiveLinkInvalid);
    if (token.expired)
      return publicPage(response, 410, words.archiveTitle, words.archiveLinkExpired);
    const snap = await datasetExports.ref(token.exportId).get();
    const doc = snap.exists ? snap.data() : undefined;
    if (!doc?.archive_sha256 || doc.archive_bytes === undefined)
      return publicPage(response, 404, words.archiveTitle, words.exportHasNoArchive);
    response.status(200).set({
      'content-type': 'application/x-tar',
      'content-disposition': `attachment; filename="groundtruth-${token.exportId}.tar"`,
      'content-length': String(doc.archive_bytes),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    try {
      await pipeline(bucket().file(exportArchivePath(token.exportId)).createReadStream(), response);
    } catch (err) {
      // Headers are sent: the client sees a short download, which its length tells it.
      logger.error(`datasetArchive: ${token.exportId}: ${String(err)}`);
      response.destroy();
    }
  },
);
