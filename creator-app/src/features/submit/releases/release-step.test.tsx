// Submit's release step on a task where people may appear with a release, against the emulator
// (Firestore and Storage with the real rules): the releases are read as the creator, and their
// status follows a signature made elsewhere. The callables are a stand-in whose answers the test
// chooses (functions/test/releases.test.ts and the releases journey run the real ones).
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { peopleMessages } from '@groundtruth/domain/people-messages';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { call } from '@groundtruth/firebase-web/functions';
import { SubmitPage } from '../components/submit-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

// The Storage SDK's Node build sends Node's Blob only (see submit-page.test.tsx).
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});
const user = userEvent.setup({ applyAccept: false });

const creator = { uid: 'rls-creator', role: 'creator' as const };
const taskId = 'rls-task';
const url = `/dashboard/submit?taskId=${taskId}&acceptanceId=${taskId}_${creator.uid}`;

function release(fields: Record<string, unknown>) {
  return {
    creator_id: creator.uid,
    task_id: taskId,
    submission_id: null,
    minor: null,
    created_at: Timestamp.now(),
    expires_at: null,
    email_verified: false,
    signed_at: null,
    revoked_at: null,
    pdf_path: null,
    pdf_sha256: null,
    ...fields,
  };
}

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  batch.set(doc(owner, `users/${creator.uid}`), {
    name: 'Casey',
    email: 'casey@example.com',
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  batch.set(doc(owner, `tasks/${taskId}`), {
    title: 'Film a neighbour telling a story',
    category: 'video',
    description: 'A short story, told on camera.',
    payout_amount_cents: 4500,
    due_at: null,
    quota_limit: null,
    accepted_count: 1,
    instructions_url: null,
    expected_timeline: null,
    tags: [],
    status: 'published',
    created_by: 'rls-admin',
    created_at: Timestamp.now(),
    people: 'with_release',
  });
  batch.set(doc(owner, `task_acceptances/${taskId}_${creator.uid}`), {
    task_id: taskId,
    user_id: creator.uid,
    status: 'accepted',
    created_at: Timestamp.now(),
    submission_count: 0,
    latest_submission_id: null,
  });
  // What the stand-in callables "made": one signed on the phone, one waiting for its link.
  batch.set(
    doc(owner, 'releases/rls-signed'),
    release({
      signer_name: 'Pat Passerby',
      signer_email: 'pat@example.com',
      signature_text: 'Pat Passerby',
      method: 'in_person',
      status: 'signed',
      signed_at: Timestamp.now(),
      pdf_path: `releases/${creator.uid}/rls-signed.pdf`,
      pdf_sha256: 'a'.repeat(64),
    }),
  );
  batch.set(
    doc(owner, 'releases/rls-pending'),
    release({
      signer_name: 'Bo Bystander',
      signer_email: 'bo@example.com',
      signature_text: null,
      method: 'link',
      status: 'pending',
      expires_at: Timestamp.fromMillis(Date.now() + 86_400_000),
    }),
  );
  await batch.commit();
});

afterAll(closeTestClients);

beforeEach(() => {
  vi.mocked(call).mockReset();
  actAs(creator);
});

const submitButton = () => screen.getByRole('button', { name: 'Submit Work' });
const person = (n: number) => within(screen.getByRole('region', { name: `Person ${n}` }));

describe('Submit on a task where people may appear with a release', () => {
  it('should collect a release per person and open Submit only once every one is signed', async () => {
    renderScreen(<SubmitPage />, { user: creator, path: '/dashboard/submit', url });
    const step = await screen.findByRole('group', { name: releaseMessages.releaseStepTitle });
    expect(within(step).getByText(peopleMessages.peopleWithReleaseNote)).toBeVisible();
    expect(await screen.findByText(releaseMessages.peopleInFrameRequired)).toBeVisible();

    await user.type(screen.getByLabelText(releaseMessages.peopleCountLabel), '2');
    expect(screen.getByText(releaseMessages.releasesBlockSubmit)).toBeVisible();

    // Person 1 signs on this phone.
    vi.mocked(call).mockResolvedValueOnce({ releaseId: 'rls-signed', status: 'signed' });
    await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSignHere }));
    await user.type(person(1).getByLabelText(releaseMessages.releaseSignerName), 'Pat Passerby');
    await user.type(
      person(1).getByLabelText(releaseMessages.releaseSignerEmail),
      'pat@example.com',
    );
    await user.type(person(1).getByLabelText(releaseMessages.releaseSignature), 'Pat Passerby');
    expect(await axeViolations()).toEqual([]);
    await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSignButton }));
    expect(await person(1).findByText('Signed by Pat Passerby')).toBeVisible();
    expect(vi.mocked(call).mock.calls[0]).toMatchObject([
      { name: 'signReleaseInPerson' },
      {
        taskId,
        release: {
          signerName: 'Pat Passerby',
          signerEmail: 'pat@example.com',
          minorName: null,
          signature: 'Pat Passerby',
        },
      },
    ]);

    // Person 2 gets a link; Submit waits for their signature.
    vi.mocked(call).mockResolvedValueOnce({ releaseId: 'rls-pending', status: 'pending' });
    await user.click(person(2).getByRole('button', { name: releaseMessages.releaseSendLink }));
    await user.type(person(2).getByLabelText(releaseMessages.releaseSignerName), 'Bo Bystander');
    await user.type(person(2).getByLabelText(releaseMessages.releaseSignerEmail), 'bo@example.com');
    await user.click(person(2).getByRole('button', { name: releaseMessages.releaseSendButton }));
    expect(await person(2).findByText('Waiting for bo@example.com to sign')).toBeVisible();
    expect(vi.mocked(call).mock.calls[1]).toMatchObject([
      { name: 'requestRelease' },
      { taskId, signerName: 'Bo Bystander', signerEmail: 'bo@example.com' },
    ]);
    expect(screen.getByText(releaseMessages.releasesBlockSubmit)).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // They sign on their own device: the step follows without a reload.
    await updateDoc(doc(testFirestore('owner'), 'releases/rls-pending'), {
      status: 'signed',
      signature_text: 'Bo Bystander',
    });
    expect(
      await person(2).findByText('Signed by Bo Bystander', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText(releaseMessages.releasesBlockSubmit)).toBeNull());

    // With a file and the attestation, the work goes with both releases.
    vi.mocked(call).mockResolvedValueOnce({ submissionId: 'rls-sub' });
    await user.upload(
      screen.getByLabelText('Files'),
      new NodeFile(['story'], 'story.txt', { type: 'text/plain' }) as unknown as File,
    );
    await user.click(screen.getByRole('checkbox', { name: 'I made this content myself' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'I consent to its use for AI training' }),
    );
    await waitFor(() => expect(submitButton()).toBeEnabled(), { timeout: 15_000 });
    await user.click(submitButton());
    await waitFor(() =>
      expect(vi.mocked(call).mock.calls.some(([entry]) => entry.name === 'submitWork')).toBe(true),
    );
    const [, input] = vi.mocked(call).mock.calls.find(([entry]) => entry.name === 'submitWork')!;
    expect(input).toMatchObject({ peopleInFrame: 2, releaseIds: ['rls-signed', 'rls-pending'] });
  }, 60_000);

  it('should say a refused signature in words, without the field’s internal name', async () => {
    renderScreen(<SubmitPage />, { user: creator, path: '/dashboard/submit', url });
    await user.type(await screen.findByLabelText(releaseMessages.peopleCountLabel), '1');
    // The callable's refusal as the web SDK gives it: the field it names, its words, the status.
    vi.mocked(call).mockRejectedValueOnce(
      Object.assign(new Error('release.signature: must be your full name [400]'), {
        code: 'functions/invalid-argument',
      }),
    );
    await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSignHere }));
    await user.type(person(1).getByLabelText(releaseMessages.releaseSignerName), 'Pat Passerby');
    await user.type(
      person(1).getByLabelText(releaseMessages.releaseSignerEmail),
      'pat@example.com',
    );
    await user.type(person(1).getByLabelText(releaseMessages.releaseSignature), 'Pat');
    await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSignButton }));
    const alert = await person(1).findByRole('alert');
    expect(alert).toHaveTextContent('Signature must be your full name');
    expect(alert).not.toHaveTextContent('release.signature');
  });

  it.each([
    ['an address that asked for no requests', releaseMessages.releaseRequestsBlocked],
    ['a request past the hour’s limit', releaseMessages.releaseRequestsHourly(10, 6)],
  ])(
    'should say why a link was not sent to %s, and leave signing on the phone open',
    async (_, why) => {
      renderScreen(<SubmitPage />, { user: creator, path: '/dashboard/submit', url });
      await user.type(await screen.findByLabelText(releaseMessages.peopleCountLabel), '1');
      // The callable's refusal as the web SDK gives it: its words, then the HTTP status.
      vi.mocked(call).mockRejectedValueOnce(
        Object.assign(new Error(`${why} [400]`), { code: 'functions/failed-precondition' }),
      );
      await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSendLink }));
      await user.type(person(1).getByLabelText(releaseMessages.releaseSignerName), 'Bo Bystander');
      await user.type(
        person(1).getByLabelText(releaseMessages.releaseSignerEmail),
        'bo@example.com',
      );
      await user.click(person(1).getByRole('button', { name: releaseMessages.releaseSendButton }));
      expect(await person(1).findByRole('alert')).toHaveTextContent(why);
      expect(
        person(1).getByRole('button', { name: releaseMessages.releaseSignHere }),
      ).toBeEnabled();
      expect(screen.getByText(releaseMessages.releasesBlockSubmit)).toBeVisible();
    },
  );
});
