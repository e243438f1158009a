// The admins' Qualifications screen against the emulator under the real rules: the list with
// kind, status, attempts and pass rate; Create of a quiz (what createQualification receives);
// Edit of a quiz with its answer key loaded into the form (what updateQualification receives);
// and a refusal about one field shown at that field. The callables are stood in for here; the
// journey (e2e/tests/staff-qualifications.spec.ts) runs the real ones.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { getBytes, ref } from 'firebase/storage';
import {
  closeTestClients,
  testFirestore,
  testStorage,
} from '@groundtruth/platform/testing/emulator-client';
import AdminQualificationsPage from './admin-qualifications-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

// Made "in the future", so the seeded qualifications stay the newest, in this order, whatever a
// test adds.
const prefix = 'aqp';
const at = (second: number) =>
  Timestamp.fromDate(new Date(`2300-01-01T00:00:${String(second).padStart(2, '0')}Z`));
const path = '/dashboard/admin/qualifications';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Aqp Admin' };
let owner: Firestore;

const base = {
  description: '',
  retry_delay_hours: 48,
  max_attempts: null,
  duration_minutes: null,
  expires_days: null,
  prerequisites: [],
  created_by: admin.uid,
  updated_at: at(0),
};

beforeAll(async () => {
  owner = testFirestore('owner');
  const attempt = (n: number, passed: boolean) =>
    setDoc(doc(owner, `qualification_attempts/${prefix}-quiz_${prefix}-c_${n}`), {
      user_id: `${prefix}-c`,
      qualification_id: `${prefix}-quiz`,
      number: n,
      status: 'submitted',
      started_at: at(1),
      deadline: null,
      submitted_at: at(2),
      answers: [{ chosen: [0] }],
      score: passed ? 100 : 0,
      passed,
    });
  await Promise.all([
    // The rules read the caller's account (active staff).
    setDoc(doc(owner, `users/${admin.uid}`), {
      name: admin.name,
      name_lower: admin.name.toLowerCase(),
      email: `${admin.uid}@aqp.example.com`,
      role: 'admin',
      status: 'active',
      created_at: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')),
    }),
    setDoc(doc(owner, `qualifications/${prefix}-quiz`), {
      ...base,
      name: 'Aqp Lighting basics',
      kind: 'quiz',
      passing_score: 80,
      status: 'active',
      questions: [
        {
          prompt: 'Which light is softest?',
          choices: ['Bare bulb', 'Overcast sky', 'Noon sun'],
          multiple: false,
          media_path: null,
        },
      ],
      created_at: at(50),
    }),
    setDoc(doc(owner, `qualification_keys/${prefix}-quiz`), {
      qualification_id: `${prefix}-quiz`,
      answers: [{ correct: [1], explanation: 'Clouds diffuse the sun.' }],
    }),
    setDoc(doc(owner, `qualifications/${prefix}-manual`), {
      ...base,
      name: 'Aqp Drone licence',
      kind: 'manual',
      passing_score: null,
      status: 'archived',
      questions: [],
      created_at: at(49),
    }),
    attempt(1, false),
    attempt(2, false),
    attempt(3, false),
    attempt(4, true),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
  actAs(admin);
});

const row = (name: string) => within(screen.getByRole('listitem', { name }));

describe('AdminQualificationsPage', () => {
  it('should list qualifications with kind, status, attempts and pass rate', async () => {
    renderScreen(<AdminQualificationsPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Qualifications' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names.slice(0, 2)).toEqual(['Aqp Lighting basics', 'Aqp Drone licence']);
    const quiz = row('Aqp Lighting basics');
    expect(quiz.getByText('Quiz')).toBeVisible();
    expect(quiz.getByText('Active')).toBeVisible();
    expect(await quiz.findByText('4 attempts · 25% passed')).toBeVisible();
    const manual = row('Aqp Drone licence');
    expect(manual.getByText('Granted by staff')).toBeVisible();
    expect(manual.getByText('Archived')).toBeVisible();
  });

  it('should create a quiz with its questions and answers', async () => {
    callMock.mockResolvedValue({ qualificationId: 'new' });
    renderScreen(<AdminQualificationsPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Qualifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Qualification' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Qualification' }));

    // Nothing filled in: each problem at its field, nothing sent.
    await userEvent.click(form.getByRole('button', { name: 'Create Qualification' }));
    expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(form.getByLabelText(/^Question 1 prompt/)).toHaveAccessibleDescription(
      'Prompt is required',
    );
    expect(callMock).not.toHaveBeenCalled();

    await userEvent.type(form.getByLabelText(/^Name/), 'Aqp Framing');
    await userEvent.clear(form.getByLabelText(/^Passing score/));
    await userEvent.type(form.getByLabelText(/^Passing score/), '50');
    await userEvent.type(form.getByLabelText(/^Duration/), '10');
    await userEvent.click(form.getByRole('checkbox', { name: 'Aqp Drone licence' }));
    await userEvent.type(form.getByLabelText(/^Question 1 prompt/), 'Rule of thirds?');
    await userEvent.type(form.getByLabelText(/^Question 1 choice 1\*?$/), 'Yes');
    await userEvent.type(form.getByLabelText(/^Question 1 choice 2\*?$/), 'No');
    await userEvent.click(form.getByRole('button', { name: 'Add choice to question 1' }));
    await userEvent.type(form.getByLabelText(/^Question 1 choice 3\*?$/), 'Maybe');
    await userEvent.click(form.getByRole('checkbox', { name: 'Question 1 choice 1 is correct' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Question 1 choice 3 is correct' }));
    await userEvent.type(form.getByLabelText(/^Question 1 explanation/), 'It depends.');
    await userEvent.click(form.getByRole('button', { name: 'Add question' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(form.getByRole('button', { name: 'Create Qualification' }));

    expect(await screen.findByText('Qualification created')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(callables.createQualification, {
      name: 'Aqp Framing',
      description: '',
      kind: 'quiz',
      passingScore: 50,
      retryDelayHours: 48,
      maxAttempts: null,
      durationMinutes: 10,
      expiresDays: null,
      prerequisites: [`${prefix}-manual`],
      questions: [
        {
          prompt: 'Rule of thirds?',
          choices: ['Yes', 'No', 'Maybe'],
          correct: [0, 2],
          explanation: 'It depends.',
          mediaPath: null,
        },
      ],
    });
  });

  it("should edit a quiz with its answer key and show the function's refusal at the field", async () => {
    renderScreen(<AdminQualificationsPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Qualifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Aqp Lighting basics' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Aqp Lighting basics' }));
    expect(form.getByLabelText('Kind')).toBeDisabled();
    expect(form.getByLabelText(/^Question 1 choice 2\*?$/)).toHaveValue('Overcast sky');
    expect(form.getByRole('checkbox', { name: 'Question 1 choice 2 is correct' })).toBeChecked();
    expect(
      form.getByRole('checkbox', { name: 'Question 1 choice 1 is correct' }),
    ).not.toBeChecked();
    expect(form.getByLabelText(/^Question 1 explanation/)).toHaveValue('Clouds diffuse the sun.');

    callMock.mockRejectedValueOnce(
      Object.assign(new Error('prerequisites: no qualification has the id gone [400]'), {
        code: 'functions/invalid-argument',
      }),
    );
    await userEvent.selectOptions(form.getByLabelText('Status'), 'Archived');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Prerequisites: no qualification has the id gone')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();

    callMock.mockResolvedValueOnce({ qualificationId: `${prefix}-quiz`, changed: true });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Qualification saved')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(
      callables.updateQualification,
      expect.objectContaining({
        qualificationId: `${prefix}-quiz`,
        status: 'archived',
        passingScore: 80,
        questions: [
          {
            prompt: 'Which light is softest?',
            choices: ['Bare bulb', 'Overcast sky', 'Noon sun'],
            correct: [1],
            explanation: 'Clouds diffuse the sun.',
            mediaPath: null,
          },
        ],
      }),
    );
  });

  it("should upload a question's picture as the admin and send its path, refusing other files", async () => {
    callMock.mockResolvedValue({ qualificationId: 'new' });
    renderScreen(<AdminQualificationsPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Qualifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Qualification' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Qualification' }));
    const picker = form.getByLabelText('Question 1 picture or clip');

    // A type no question shows: refused at the field, nothing uploaded.
    await userEvent.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(form.getByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip.',
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');

    // The Storage SDK's Node build (the one vitest loads) sends a Node Blob only, not jsdom's:
    // the file is a Node File, and the SDK's `instanceof Blob` check must see Node's Blob. The
    // journey uploads a browser File in Chromium.
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10]);
    const jsdomBlob = globalThis.Blob;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    try {
      const png = new NodeFile([bytes], 'shelf.png', { type: 'image/png' }) as unknown as File;
      await userEvent.upload(picker, png);
      expect(await form.findByText('Picture attached')).toBeVisible();
    } finally {
      globalThis.Blob = jsdomBlob;
    }
    expect(form.queryByRole('alert')).toBeNull();

    await userEvent.type(form.getByLabelText(/^Name/), 'Aqp Shelves');
    await userEvent.type(form.getByLabelText(/^Question 1 prompt/), 'Is this shelf level?');
    await userEvent.type(form.getByLabelText(/^Question 1 choice 1\*?$/), 'Yes');
    await userEvent.type(form.getByLabelText(/^Question 1 choice 2\*?$/), 'No');
    await userEvent.click(form.getByRole('checkbox', { name: 'Question 1 choice 2 is correct' }));
    await userEvent.type(form.getByLabelText(/^Question 1 explanation/), 'It tilts left.');
    await userEvent.click(form.getByRole('button', { name: 'Create Qualification' }));
    expect(await screen.findByText('Qualification created')).toBeVisible();

    const sent = callMock.mock.calls[0]![1] as { questions: { mediaPath: string | null }[] };
    const mediaPath = sent.questions[0]!.mediaPath!;
    expect(mediaPath).toMatch(/^qualifications\/[0-9a-f-]{36}\/image$/);
    // The bytes are in Storage where the path says, uploaded through the rules as the admin.
    expect(new Uint8Array(await getBytes(ref(testStorage('owner'), mediaPath)))).toEqual(bytes);
  });
});
