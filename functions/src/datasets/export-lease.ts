/**
 * The export job's lease: a run takes a queued or running export for itself (lease_id,
 * lease_until), and every later change it makes is applied only while it still holds it, so two
 * runs never work on one export and a run that lost its lease writes nothing more.
 */
import crypto from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { DatasetExport } from '@groundtruth/domain/dataset-exports';
import { transaction } from '../core/callable';
import { datasetExports } from '../repos/dataset-exports';
import { ExportStopped } from './deliver-files';

/** An export as a run holds it. */
export type ExportDoc = DatasetExport & { id: string };

/** Takes the export for this run, or null when it is done or another run holds it. */
export function claim(exportId: string, now: Date, leaseMs: number, keyId: string) {
  return transaction(async (tx) => {
    const doc = await datasetExports.get(tx, exportId);
    if (!doc || (doc.status !== 'queued' && doc.status !== 'running')) return null;
    if (doc.lease_until && doc.lease_until.toMillis() > now.getTime()) return null;
    if (doc.customer_key_id && doc.customer_key_id !== keyId) {
      throw new ExportStopped(
        'The customer key changed while the export was under way: export the task again.',
      );
    }
    const leaseId = crypto.randomUUID();
    const at = Timestamp.fromDate(now);
    datasetExports.update(tx, exportId, {
      status: 'running',
      started_at: doc.started_at ? Timestamp.fromMillis(doc.started_at.toMillis()) : at,
      updated_at: at,
      lease_id: leaseId,
      lease_until: Timestamp.fromMillis(now.getTime() + leaseMs),
      customer_key_id: keyId,
    });
    return { ...doc, lease_id: leaseId } as ExportDoc;
  });
}

/** Applies `change` to the export if this run still holds it; false when it lost it. */
export function commit(
  exportId: string,
  leaseId: string,
  change: (doc: ExportDoc) => Partial<Record<string, unknown>>,
) {
  return transaction(async (tx) => {
    const doc = await datasetExports.get(tx, exportId);
    if (!doc || doc.lease_id !== leaseId) return false;
    tx.update(datasetExports.ref(exportId), change(doc));
    return true;
  });
}
