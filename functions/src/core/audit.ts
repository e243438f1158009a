/** The audit trail: every callable writes one entry inside the transaction that made the change. */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { AuditAction } from '@groundtruth/domain/audit-actions';
import { collections } from '@groundtruth/domain/entities';
import { db } from './app';

/** Who acted; their name and e-mail are copied so the log reads without joins. */
export interface Actor {
  uid: string;
  name: string;
  email: string;
}

/** Adds an audit_logs entry to `tx`; returns its id. */
export function writeAudit(
  tx: Transaction,
  actor: Actor,
  action: AuditAction,
  entity: string,
  entityId: string,
  details?: Record<string, unknown>,
): string {
  const ref = db().collection(collections.auditLogs).doc();
  tx.create(ref, {
    actor_id: actor.uid,
    actor_name: actor.name,
    actor_email: actor.email,
    action,
    entity,
    entity_id: entityId,
    created_at: FieldValue.serverTimestamp(),
    ...(details ? { details } : {}),
  });
  return ref.id;
}
