import { signInWithEmailAndPassword } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import {
  admin,
  anonymousClient,
  newCreator,
  newStaff,
  PASSWORD,
  signedInClient,
  type Member,
} from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask } from '../testing/flows';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const record = async (uid: string) => (await admin.db().doc(`users/${uid}`).get()).data()!;

describe(callables.setUserRole.name, () => {
  it('should change the claim, users and user_roles together and revoke sessions', async () => {
    const creator = await newCreator('promote');
    const before = await admin.auth().getUser(creator.uid);
    expect(
      await adminUser.call(callables.setUserRole, { userId: creator.uid, role: 'support' }),
    ).toMatchObject({ changed: true });
    expect((await record(creator.uid)).role).toBe('support');
    expect((await admin.db().doc(`user_roles/${creator.uid}`).get()).data()).toEqual({
      user_id: creator.uid,
      role: 'support',
    });
    const after = await admin.auth().getUser(creator.uid);
    expect(after.customClaims).toEqual({ role: 'support' });
    expect(new Date(after.tokensValidAfterTime!).getTime()).toBeGreaterThanOrEqual(
      new Date(before.tokensValidAfterTime!).getTime(),
    );
    await expectAudit('set_user_role', creator.uid, adminUser.uid);

    // Signing in again gives the new role; the new support member can use staff callables.
    const again = await signedInClient(creator.email, PASSWORD);
    expect((await again.auth.currentUser!.getIdTokenResult()).claims.role).toBe('support');
    await expect(newTask(again, { status: 'draft' })).resolves.toBeTruthy();
  });

  it('should apply a demotion at once, even to a session with the old claim', async () => {
    const staff = await newStaff('support');
    await adminUser.call(callables.setUserRole, { userId: staff.uid, role: 'creator' });
    expect(
      await staff.callError(callables.createTask, { title: 'x', payoutAmountCents: 1 }),
    ).toMatchObject({ code: 'permission-denied' });
  });

  it('should not let an admin change their own role', async () => {
    expect(
      await adminUser.callError(callables.setUserRole, { userId: adminUser.uid, role: 'creator' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.cannotChangeOwnRole,
    });
    expect((await record(adminUser.uid)).role).toBe('admin');
  });

  it('should keep an admin when two admins demote each other at once', async () => {
    const a = await newStaff('admin');
    const b = await newStaff('admin');
    const results = await Promise.allSettled([
      a.call(callables.setUserRole, { userId: b.uid, role: 'creator' }),
      b.call(callables.setUserRole, { userId: a.uid, role: 'creator' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const roles = [(await record(a.uid)).role, (await record(b.uid)).role].sort();
    expect(roles).toEqual(['admin', 'creator']);
  });

  it('should never demote the last admin', async () => {
    // An admin whose user_roles entry was lost (the mirror disagrees): the last recorded admin stays.
    const lone = await newStaff('admin');
    const caller = await newStaff('admin');
    const db = admin.db();
    const others = await db.collection('user_roles').where('role', '==', 'admin').get();
    const keep = others.docs.filter((d) => d.id !== lone.uid);
    await Promise.all(keep.map((d) => d.ref.update({ role: 'support' })));
    try {
      expect(
        await caller.callError(callables.setUserRole, { userId: lone.uid, role: 'creator' }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: serverMessages.lastAdmin,
      });
    } finally {
      await Promise.all(keep.map((d) => d.ref.update({ role: 'admin' })));
    }
  });

  it('should deny support and creators, and name invalid fields', async () => {
    const creator = await newCreator('target');
    expect(
      await support.callError(callables.setUserRole, { userId: creator.uid, role: 'admin' }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await creator.callError(callables.setUserRole, { userId: creator.uid, role: 'admin' }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await adminUser.callRawError(callables.setUserRole, { userId: creator.uid, role: 'owner' }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'role: Invalid option: expected one of "creator"|"support"|"admin"',
    });
    expect(
      await adminUser.callError(callables.setUserRole, { userId: 'nobody', role: 'admin' }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.userNotFound });
  });
});

describe(callables.setUserStatus.name, () => {
  it('should suspend (Auth disabled, sessions revoked, callables refused) and activate again', async () => {
    const creator = await newCreator('suspend');
    const taskId = await newTask(support);
    expect(
      await adminUser.call(callables.setUserStatus, { userId: creator.uid, status: 'suspended' }),
    ).toMatchObject({ changed: true });
    expect((await record(creator.uid)).status).toBe('suspended');
    expect((await admin.auth().getUser(creator.uid)).disabled).toBe(true);
    await expectAudit('set_user_status', creator.uid, adminUser.uid);

    // The session it still holds is refused by every callable; signing in again is refused.
    expect(await creator.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'permission-denied',
      message: messages.accountSuspended,
    });
    await expect(
      signInWithEmailAndPassword(anonymousClient().auth, creator.email, PASSWORD),
    ).rejects.toMatchObject({ code: 'auth/user-disabled' });

    await adminUser.call(callables.setUserStatus, { userId: creator.uid, status: 'active' });
    expect((await admin.auth().getUser(creator.uid)).disabled).toBe(false);
    const back = await signedInClient(creator.email, PASSWORD);
    await expect(back.call(callables.acceptTask, { taskId })).resolves.toMatchObject({
      acceptanceId: `${taskId}_${creator.uid}`,
    });
  });

  it('should not let an admin suspend themself', async () => {
    expect(
      await adminUser.callError(callables.setUserStatus, {
        userId: adminUser.uid,
        status: 'suspended',
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.cannotChangeOwnStatus,
    });
    expect((await admin.auth().getUser(adminUser.uid)).disabled).toBe(false);
  });

  it('should deny support, suspended admins and creators', async () => {
    const creator = await newCreator('victim');
    expect(
      await support.callError(callables.setUserStatus, {
        userId: creator.uid,
        status: 'suspended',
      }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await creator.callError(callables.setUserStatus, {
        userId: creator.uid,
        status: 'suspended',
      }),
    ).toMatchObject({ code: 'permission-denied' });
    const suspendedAdmin = await newStaff('admin');
    await adminUser.call(callables.setUserStatus, {
      userId: suspendedAdmin.uid,
      status: 'suspended',
    });
    expect(
      await suspendedAdmin.callError(callables.setUserStatus, {
        userId: creator.uid,
        status: 'suspended',
      }),
    ).toMatchObject({
      code: 'permission-denied',
      message: messages.accountSuspended,
    });
    expect(
      await adminUser.callRawError(callables.setUserStatus, {
        userId: creator.uid,
        status: 'deleted',
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'status: Invalid option: expected one of "active"|"suspended"',
    });
  });
});
