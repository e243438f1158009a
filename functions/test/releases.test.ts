/**
 * Releases for people in frame: a task's rule for people, a release signed on the creator's phone
 * or through the e-mailed link (the HTTP page of the Functions emulator, no sign-in), expired and
 * tampered links, withdrawal flagging the submission, and submitWork refusing a short count.
 * Withdrawal's effect on exports and who reads a release: release-access.test.ts.
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { releaseToken } from '../src/releases/release-token';
import { expectAudit } from '../testing/audit';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, newTask, upload } from '../testing/flows';
import {
  acceptedReleaseTask as releaseTaskBy,
  inPerson,
  linkOf,
  mailDoc,
  post,
  releaseDoc,
} from '../testing/releases';

let adminStaff: Member;
let support: Member;

beforeAll(async () => {
  [adminStaff, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
});

const acceptedReleaseTask = (prefix: string) => releaseTaskBy(adminStaff, prefix);

/** The text a PDF draws (its content streams inflated), as the hex strings pdf-lib writes. */
function pdfShows(bytes: Buffer, text: string): boolean {
  const hex = `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
  const streams = bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  return [...streams].some(([, raw]) => {
    try {
      return inflateSync(Buffer.from(raw!, 'latin1')).toString('latin1').includes(hex);
    } catch {
      return false;
    }
  });
}

/** The stored PDF's bytes must hash to what the release records. */
async function expectPdfMatches(releaseId: string) {
  const release = await releaseDoc(releaseId);
  const [bytes] = await admin.bucket().file(String(release?.pdf_path)).download();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(release?.pdf_sha256);
}

describe('setTaskPeople', () => {
  it('should let an admin allow people with a release, audited once', async () => {
    const taskId = await newTask(adminStaff);
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('people')).toBe('none');
    const first = await adminStaff.call(callables.setTaskPeople, {
      taskId,
      people: 'with_release',
    });
    const again = await adminStaff.call(callables.setTaskPeople, {
      taskId,
      people: 'with_release',
    });
    expect([first.changed, again.changed]).toEqual([true, false]);
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('people')).toBe('with_release');
    await expectAudit('set_task_people', taskId, adminStaff.uid);
  });

  it('should refuse support and leave the task as it was', async () => {
    const taskId = await newTask(adminStaff);
    const error = await support.callError(callables.setTaskPeople, {
      taskId,
      people: 'with_release',
    });
    expect(error).toMatchObject({
      code: 'permission-denied',
      message: releaseMessages.onlyAdminsChangePeople,
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('people')).toBe('none');
  });
});

describe('a release signed on the creator’s phone', () => {
  it('should store the signed release, its PDF and hash, and e-mail the signer a copy', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-phone');
    const { releaseId, status } = await creator.call(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, minorName: 'Robin Passerby' },
    });
    expect(status).toBe('signed');
    expect(await releaseDoc(releaseId)).toMatchObject({
      creator_id: creator.uid,
      task_id: taskId,
      submission_id: null,
      signer_name: 'Pat Passerby',
      signer_email: 'pat@example.com',
      minor: { minor_name: 'Robin Passerby', guardian_name: 'Pat Passerby' },
      signature_text: 'Pat Passerby',
      method: 'in_person',
      status: 'signed',
    });
    expect(String((await releaseDoc(releaseId))?.pdf_path)).toMatch(
      new RegExp(`^releases/${creator.uid}/${releaseId}-[0-9a-f]{64}\\.pdf$`),
    );
    await expectPdfMatches(releaseId);
    expect(await mailDoc(`release_copy_${releaseId}`)).toMatchObject({
      to: 'pat@example.com',
      kind: 'release_copy',
    });
    await expectAudit('sign_release', releaseId, creator.uid);
  });

  it('should refuse a signature that is not the signer’s name', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-phone-bad');
    const error = await creator.callError(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, signature: 'x' },
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('must be your full name');
  });

  it('should refuse a release on a task where no identifiable people may appear', async () => {
    const taskId = await newTask(adminStaff);
    const creator = await newCreator('rel-none');
    await creator.call(callables.acceptTask, { taskId });
    const error = await creator.callError(callables.requestRelease, {
      taskId,
      signerName: 'Pat',
      signerEmail: 'pat@example.com',
    });
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: releaseMessages.taskTakesNoReleases,
    });
  });
});

describe('a release signed through the e-mailed link', () => {
  it('should mail a link whose page signs the release and verifies the address', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-link');
    const { releaseId, status } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo@example.com',
    });
    expect(status).toBe('pending');
    expect(await mailDoc(`release_request_${releaseId}`)).toMatchObject({
      to: 'bo@example.com',
      kind: 'release_request',
      message: { subject: releaseMessages.releaseRequestSubject },
    });
    const link = await linkOf(`release_request_${releaseId}`);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      releaseMessages
        .releaseStatement('Casey Creator', 'People at the market')
        .replaceAll('"', '&quot;'),
    );
    expect((await releaseDoc(releaseId))?.status).toBe('pending');

    const signed = await post(link, {
      action: 'sign',
      signerName: 'Bo Bystander',
      signature: 'Bo Bystander',
    });
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain(releaseMessages.releaseSignedTitle);
    expect(await releaseDoc(releaseId)).toMatchObject({
      status: 'signed',
      method: 'link',
      email_verified: true,
      signature_text: 'Bo Bystander',
    });
    await expectPdfMatches(releaseId);
    await expectAudit('request_release', releaseId, creator.uid);
    await expectAudit('sign_release', releaseId, `release:${releaseId}`);
  });

  it('should let exactly one of 20 signers racing on one link sign, with the PDF that is stored', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-race');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo@example.com',
    });
    const link = await linkOf(`release_request_${releaseId}`);
    const names = Array.from({ length: 20 }, (_, i) => `Signer Number ${i + 1}`);
    const answers = await Promise.all(
      names.map(async (name) => {
        const response = await post(link, { action: 'sign', signerName: name, signature: name });
        return { name, status: response.status, html: await response.text() };
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.html).toContain(releaseMessages.releaseSignedTitle);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(lost.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of lost) expect(answer.html).toContain(releaseMessages.releaseAlreadySigned);

    const release = await releaseDoc(releaseId);
    expect(release).toMatchObject({ status: 'signed', signer_name: won[0]!.name });
    await expectPdfMatches(releaseId);
    const [bytes] = await admin.bucket().file(String(release?.pdf_path)).download();
    expect(pdfShows(bytes, `${releaseMessages.releasePdfSigner}: ${won[0]!.name}`)).toBe(true);
    const [files] = await admin.bucket().getFiles({ prefix: `releases/${creator.uid}/` });
    expect(files.map((file) => file.name)).toEqual([release?.pdf_path]);
  });

  it('should keep the first signature when the form is posted again, and say it was signed', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-twice');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo@example.com',
    });
    const link = await linkOf(`release_request_${releaseId}`);
    const first = await post(link, {
      action: 'sign',
      signerName: 'Bo Bystander',
      signature: 'Bo Bystander',
    });
    expect(first.status).toBe(200);
    const again = await post(link, {
      action: 'sign',
      signerName: 'Dee Other',
      signature: 'Dee Other',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(releaseMessages.releaseAlreadySigned);
    expect(await releaseDoc(releaseId)).toMatchObject({ signer_name: 'Bo Bystander' });
    await expectPdfMatches(releaseId);
  });

  it('should show the problem and sign nothing when the signature is missing', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-link-bad');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo@example.com',
    });
    const response = await post(await linkOf(`release_request_${releaseId}`), {
      action: 'sign',
      signerName: 'Bo Bystander',
      signature: '',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Signature is required');
    expect(page).not.toContain('signature: ');
    expect((await releaseDoc(releaseId))?.status).toBe('pending');
  });

  it.each([
    [
      'a tampered token',
      (id: string) => releaseToken(id, Date.now() + 60_000).slice(0, -4) + 'AAAA',
    ],
    ['another release’s id', () => releaseToken('someone-else', Date.now() + 60_000)],
    ['no token', () => ''],
  ])('should refuse %s in words and sign nothing', async (_name, tokenFor) => {
    const { taskId, creator } = await acceptedReleaseTask('rel-tamper');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo',
      signerEmail: 'bo@example.com',
    });
    const url = new URL(await linkOf(`release_request_${releaseId}`));
    url.searchParams.set('token', tokenFor(releaseId));
    const response = await post(url.href, { action: 'sign', signerName: 'Bo', signature: 'Bo' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(releaseMessages.releaseLinkInvalid.slice(0, 40));
    expect((await releaseDoc(releaseId))?.status).toBe('pending');
  });

  it('should say an expired link has expired and sign nothing', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-expired');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo',
      signerEmail: 'bo@example.com',
    });
    const url = new URL(await linkOf(`release_request_${releaseId}`));
    url.searchParams.set('token', releaseToken(releaseId, Date.now() - 1000));
    const page = await fetch(url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This release link has expired');
    const response = await post(url.href, { action: 'sign', signerName: 'Bo', signature: 'Bo' });
    expect(response.status).toBe(410);
    expect((await releaseDoc(releaseId))?.status).toBe('pending');
  });
});

describe('submitWork on a with_release task', () => {
  async function submit(creator: Member, taskId: string, extra: object) {
    const path = await upload(creator, taskId);
    return {
      taskId,
      notes: '',
      filePaths: [path],
      fileNames: ['market.mp4'],
      attestation,
      ...extra,
    };
  }

  it('should refuse a count of signed releases short of the people declared', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-short');
    const signed = await creator.call(callables.signReleaseInPerson, { taskId, release: inPerson });
    const pending = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo',
      signerEmail: 'bo@example.com',
    });
    const error = await creator.callError(
      callables.submitWork,
      await submit(creator, taskId, {
        peopleInFrame: 2,
        releaseIds: [signed.releaseId, pending.releaseId],
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: releaseMessages.releasesShort(2, 1),
    });
    const undeclared = await creator.callError(
      callables.submitWork,
      await submit(creator, taskId, {}),
    );
    expect(undeclared.code).toBe('invalid-argument');
    expect(undeclared.message).toContain(releaseMessages.peopleInFrameRequired);
  });

  it('should refuse another creator’s release', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-theirs');
    const other = await newCreator('rel-other');
    await other.call(callables.acceptTask, { taskId });
    const { releaseId } = await other.call(callables.signReleaseInPerson, {
      taskId,
      release: inPerson,
    });
    const error = await creator.callError(
      callables.submitWork,
      await submit(creator, taskId, { peopleInFrame: 1, releaseIds: [releaseId] }),
    );
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: releaseMessages.releaseNotAttachable,
    });
  });

  it('should attach the signed releases with their hashes, and a withdrawal flags the submission', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-submit');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: 'bo@example.com',
    });
    const link = await linkOf(`release_request_${releaseId}`);
    await post(link, { action: 'sign', signerName: 'Bo Bystander', signature: 'Bo Bystander' });
    const { submissionId } = await creator.call(
      callables.submitWork,
      await submit(creator, taskId, { peopleInFrame: 1, releaseIds: [releaseId] }),
    );
    const release = await releaseDoc(releaseId);
    expect(release?.submission_id).toBe(submissionId);
    const submission = (await admin.db().doc(`submissions/${submissionId}`).get()).data();
    expect(submission).toMatchObject({
      people_in_frame: 1,
      releases: [
        {
          release_id: releaseId,
          signer_name: 'Bo Bystander',
          pdf_path: release?.pdf_path,
          pdf_sha256: release?.pdf_sha256,
        },
      ],
    });
    expect(submission?.release_revoked).toBeUndefined();

    // The signer withdraws through the same link.
    const page = await (await fetch(link)).text();
    expect(page).toContain(releaseMessages.releaseRevokeButton);
    const revoked = await post(link, { action: 'revoke' });
    expect(await revoked.text()).toContain(releaseMessages.releaseRevokedTitle);
    expect(await releaseDoc(releaseId)).toMatchObject({ status: 'revoked' });
    expect((await admin.db().doc(`submissions/${submissionId}`).get()).get('release_revoked')).toBe(
      true,
    );
    await expectAudit('revoke_release', releaseId, `release:${releaseId}`);
  });

  it('should take a declared count of 0 with no releases', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-zero');
    const { submissionId } = await creator.call(
      callables.submitWork,
      await submit(creator, taskId, { peopleInFrame: 0 }),
    );
    expect((await admin.db().doc(`submissions/${submissionId}`).get()).data()).toMatchObject({
      people_in_frame: 0,
      releases: [],
    });
  });
});
