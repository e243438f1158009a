// The expiry job and account deletion only read a task (its title, its shards' number), so they
// read it without a lock, as acceptTask and submitWork do: neither waits while another transaction
// holds the task's document, and what they do is what they did before: the acceptance expires,
// its slot goes back to its shard, the creator is told and the system audited. A task not on
// shards yet, whose own figure holds the slot, is still read and written in the transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { expireAcceptances } from '../src/jobs/expire-acceptances';
import { expectAudit } from '../testing/audit';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask } from '../testing/flows';
import { DAY, HOUR, notificationsAbout, runAt } from '../testing/jobs';
import { whileLocked } from '../testing/locks';
import { acceptedCountNow, slotsTaken } from '../testing/slots';

let support: Member;

beforeAll(async () => {
  support = await newStaff('support');
});

const acceptanceStatus = async (id: string) =>
  (await admin.db().doc(`task_acceptances/${id}`).get()).get('status') as string;

/** Resolves true once `check` holds, false after `ms` without it. */
async function until(check: () => Promise<boolean>, ms = 7_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A new creator's acceptance of a new task titled `title`, with `expiresAt` as its deadline. */
async function acceptanceOn(title: string, prefix: string, expiresAt: number) {
  const taskId = await newTask(support, { quotaLimit: 3, title });
  const creator = await newCreator(prefix);
  await creator.call(callables.acceptTask, { taskId });
  const id = `${taskId}_${creator.uid}`;
  await admin
    .db()
    .doc(`task_acceptances/${id}`)
    .update({ expires_at: Timestamp.fromMillis(expiresAt) });
  return { taskId, creator, id };
}

describe('the expiry job and account deletion, while the task is held', () => {
  it('should expire an overdue acceptance without waiting on its task, as before', async () => {
    const { taskId, id } = await acceptanceOn('Harbour lights', 'expiry-held', Date.now() - 60_000);
    let job: Promise<unknown> | undefined;
    const { outcome } = await whileLocked(`tasks/${taskId}`, () => {
      job = runAt(expireAcceptances, Date.now());
      return until(async () => (await acceptanceStatus(id)) === 'expired');
    });
    // Expired while the task's document was still held by the other transaction.
    expect(outcome).toEqual({ status: 'fulfilled', value: true });
    await job;
    expect(await slotsTaken(taskId)).toBe(0);
    expect(await acceptedCountNow(taskId)).toBe(0);
    const [told, ...more] = await notificationsAbout(id, 'acceptance_expired');
    expect(more).toHaveLength(0);
    expect(told!.get('body')).toContain('Harbour lights');
    await expectAudit('expire_acceptance', id, SYSTEM_ACTOR.uid);
  });

  it('should warn of a deadline without waiting on the task, naming it as before', async () => {
    const { taskId, id } = await acceptanceOn('Market at dusk', 'warn-held', Date.now() + 2 * HOUR);
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      runAt(expireAcceptances, Date.now()),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
    const [warned, ...more] = await notificationsAbout(id, 'acceptance_expiring');
    expect(more).toHaveLength(0);
    expect(warned!.get('body')).toContain('Market at dusk');
    expect(await acceptanceStatus(id)).toBe('accepted');
  });

  it('should give back a deleted account’s slot without waiting on the task, as before', async () => {
    const { taskId, creator, id } = await acceptanceOn(
      'Quiet street',
      'delete-held',
      Date.now() + DAY * 3,
    );
    let deletion: Promise<unknown> | undefined;
    const { outcome } = await whileLocked(`tasks/${taskId}`, () => {
      deletion = creator.call(callables.deleteMyAccount, { confirmEmail: creator.email });
      return until(async () => (await acceptanceStatus(id)) === 'expired');
    });
    expect(outcome).toEqual({ status: 'fulfilled', value: true });
    await deletion;
    expect(await slotsTaken(taskId)).toBe(0);
    expect(await acceptedCountNow(taskId)).toBe(0);
    await expectAudit('expire_acceptance', id, SYSTEM_ACTOR.uid);
  });

  it('should still give a slot back to the task’s own figure when it is not on shards yet', async () => {
    const { taskId, id } = await acceptanceOn(
      'Old square',
      'expiry-unsharded',
      Date.now() - 60_000,
    );
    // As such a task was stored: no shards, the count on the task.
    await admin.db().doc(`tasks/${taskId}/slots/0`).delete();
    await admin.db().doc(`tasks/${taskId}`).update({
      accepted_count: 2,
      slot_shards: FieldValue.delete(),
      slots_version: FieldValue.delete(),
    });
    await runAt(expireAcceptances, Date.now());
    expect(await acceptanceStatus(id)).toBe('expired');
    expect(await acceptedCountNow(taskId)).toBe(1);
  });
});
