/** Assertions on the audit trail the functions write. */
import { expect } from 'vitest';
import { admin } from './clients';

/** The audit entries for one entity, oldest first. */
export async function auditEntries(entityId: string) {
  const snap = await admin.db().collection('audit_logs').where('entity_id', '==', entityId).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
}

/** Asserts exactly `count` entries of `action` on `entityId`, written by `actorId`. */
export async function expectAudit(action: string, entityId: string, actorId: string, count = 1) {
  const entries = (await auditEntries(entityId)).filter(
    (e) => e.action === action && e.actor_id === actorId,
  );
  expect(entries).toHaveLength(count);
  for (const entry of entries) {
    expect(entry).toMatchObject({ actor_id: actorId, action, entity_id: entityId });
    expect(typeof entry.actor_name).toBe('string');
    expect(entry.actor_email).toMatch(/@/);
  }
  return entries;
}
