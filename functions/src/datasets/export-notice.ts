/**
 * Tells the admin who asked for an export that it finished, in the bell (staff have no e-mail
 * preference, so no e-mail): ready with its size, or stopped with the reason. One notification
 * per export (its id is derived from the export), written once: a second run never tells twice.
 */
import type { NotificationKind } from '@groundtruth/domain/constants';
import { formatBytes } from '@groundtruth/domain/dataset-exports';
import { formatCount } from '@groundtruth/domain/numbers';
import { paths } from '@groundtruth/domain/paths';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { transaction } from '../core/callable';
import { notificationId, notify, readRecipient } from '../mail/notify';
import { db } from '../core/app';
import { collections } from '@groundtruth/domain/collections';
import { datasetExports } from '../repos/dataset-exports';

export function tellExportFinished(exportId: string): Promise<void> {
  return transaction(async (tx) => {
    const doc = await datasetExports.get(tx, exportId);
    if (!doc || (doc.status !== 'complete' && doc.status !== 'failed')) return;
    // An order's delivery is told to its customer by the order (orders/delivery/settle.ts).
    if (doc.order_id) return;
    const kind: NotificationKind =
      doc.status === 'complete' ? 'dataset_export_complete' : 'dataset_export_failed';
    const told = db()
      .collection(collections.notifications)
      .doc(notificationId({ kind, entityId: exportId }));
    // Already told (a second run saw it finished): setting it again would mark it unread.
    if ((await tx.get(told)).exists) return;
    const recipient = await readRecipient(tx, doc.created_by);
    const files = `${formatCount(doc.file_count)} file${doc.file_count === 1 ? '' : 's'}`;
    const event =
      doc.status === 'complete'
        ? {
            kind,
            title: serverMessages.exportCompleteTitle,
            body: serverMessages.exportCompleteBody(
              doc.task_title,
              files,
              formatBytes(doc.archive_bytes ?? doc.total_bytes),
            ),
          }
        : {
            kind,
            title: serverMessages.exportFailedTitle,
            body: serverMessages.exportFailedBody(doc.task_title, doc.error ?? ''),
          };
    notify(
      tx,
      { ...event, userId: doc.created_by, entityId: exportId, link: paths.adminTasks },
      recipient,
    );
  });
}
