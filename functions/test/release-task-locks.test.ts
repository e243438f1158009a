// requestRelease and signReleaseInPerson only read a task (its title and its rule for people), so
// they read it without a lock, as acceptTask and submitWork do: neither waits while another
// transaction holds the task's document (the tally of its slots, staff), and what they do is what
// they did before: the release is stored, its e-mail written and the request audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { expectAudit } from '../testing/audit';
import { newStaff, type Member } from '../testing/clients';
import { whileLocked } from '../testing/locks';
import { acceptedReleaseTask, inPerson, mailDoc, releaseDoc } from '../testing/releases';

let adminStaff: Member;

beforeAll(async () => {
  adminStaff = await newStaff('admin');
});

describe('release requests and signatures, while the task is held', () => {
  it('should request a release without waiting on the task, as before', async () => {
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'rel-held-ask');
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      creator.call(callables.requestRelease, {
        taskId,
        signerName: 'Bo Bystander',
        signerEmail: 'bo-held@example.com',
      }),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
    const { releaseId } = (outcome as PromiseFulfilledResult<{ releaseId: string }>).value;
    expect(await releaseDoc(releaseId)).toMatchObject({
      creator_id: creator.uid,
      task_id: taskId,
      method: 'link',
      status: 'pending',
    });
    expect(await mailDoc(`release_request_${releaseId}`)).toMatchObject({
      to: 'bo-held@example.com',
      kind: 'release_request',
    });
    await expectAudit('request_release', releaseId, creator.uid);
  });

  it('should store a release signed in person without waiting on the task, as before', async () => {
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'rel-held-sign');
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      creator.call(callables.signReleaseInPerson, { taskId, release: inPerson }),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
    const { releaseId } = (outcome as PromiseFulfilledResult<{ releaseId: string }>).value;
    const release = await releaseDoc(releaseId);
    expect(release).toMatchObject({ task_id: taskId, method: 'in_person', status: 'signed' });
    expect(String(release?.pdf_path)).toMatch(/\.pdf$/);
    expect(await mailDoc(`release_copy_${releaseId}`)).toMatchObject({ kind: 'release_copy' });
    await expectAudit('sign_release', releaseId, creator.uid);
  });

  it('should follow a change of the task’s rule committed before the request', async () => {
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'rel-held-rule');
    await adminStaff.call(callables.setTaskPeople, { taskId, people: 'none' });
    const error = await creator.callError(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo-rule@example.com',
    });
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: releaseMessages.taskTakesNoReleases,
    });
  });
});
