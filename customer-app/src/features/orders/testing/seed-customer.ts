// What the order screens' tests seed as 'owner' (bypassing the rules): a customer of an
// organisation as the functions record one, and the identity their requests carry.
import { Timestamp, doc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import type { TestIdentity } from '@groundtruth/platform/testing/emulator-client';

/** A customer of `organizationId`: the role and the organisation on their token. */
export function customer(uid: string, organizationId: string): TestIdentity & { name: string } {
  return { uid, role: 'customer', organization_id: organizationId, name: `Buyer ${uid}` };
}

/**
 * The customer's users and user_roles documents (role, organisation) and their organisation,
 * named `organizationName`.
 */
export async function seedCustomer(
  db: Firestore,
  who: TestIdentity & { organization_id?: string },
  organizationName: string,
): Promise<void> {
  const organizationId = who.organization_id!;
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', who.uid), {
    name: `Buyer ${who.uid}`,
    email: `${who.uid}@buyer.example`,
    role: 'customer',
    status: 'active',
    organization_id: organizationId,
    created_at: Timestamp.now(),
  });
  batch.set(doc(db, 'user_roles', who.uid), {
    user_id: who.uid,
    role: 'customer',
    organization_id: organizationId,
  });
  batch.set(doc(db, 'organizations', organizationId), {
    name: organizationName,
    created_at: Timestamp.now(),
  });
  await batch.commit();
}
