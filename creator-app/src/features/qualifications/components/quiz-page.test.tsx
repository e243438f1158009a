// The quiz screen against the emulator under the real rules: the qualification is read as the
// creator reads it; start and submit are Cloud Functions, not running here, so a stand-in answers
// as they would (the journey calls the real ones).
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { call } from '@groundtruth/firebase-web/functions';
import { instantDetails } from '@groundtruth/domain/callable-errors';
import { formatDateTime, formatDateTimeUtc } from '@groundtruth/domain/dates';
import type { AttemptResult, StartedAttempt } from '@groundtruth/domain/qualifications';
import { ref, uploadBytes } from 'firebase/storage';
import {
  closeTestClients,
  testFirestore,
  testStorage,
} from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { grantData, qualificationData } from '../../../testing/qualification-documents';
import { QuizPage } from './quiz-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const creator = { uid: 'quiz-creator', role: 'creator' as const };
/** The end of the retry delay of the creator's failed attempt at quiz-waiting. */
const WAITING_UNTIL = Date.UTC(2099, 0, 3, 2, 29);
const PATH = '/dashboard/qualifications/quiz';

const questions: StartedAttempt['questions'] = [
  {
    prompt: 'Which resolution do kitchen tasks ask for?',
    choices: ['4K', '480p'],
    multiple: false,
    media_path: null,
  },
  { prompt: 'May faces appear?', choices: ['Yes', 'No'], multiple: false, media_path: null },
  {
    prompt: 'What belongs in frame?',
    choices: ['Hands', 'A TV', 'Tools'],
    multiple: true,
    media_path: null,
  },
];

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  batch.set(doc(owner, `users/${creator.uid}`), {
    name: creator.uid,
    email: `${creator.uid}@example.com`,
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  batch.set(
    doc(owner, 'qualifications/quiz-kitchen'),
    qualificationData({
      name: 'Quiz Kitchen basics',
      description: 'What a kitchen clip must show.',
      passing_score: 80,
      questions,
    }),
  );
  batch.set(
    doc(owner, 'qualifications/quiz-timed'),
    qualificationData({
      name: 'Quiz Timed kitchen',
      description: 'What a kitchen clip must show: 4K, hands and tools.',
      passing_score: 100,
      duration_minutes: 10,
      max_attempts: 3,
      retry_delay_hours: 48,
      questions,
    }),
  );
  batch.set(
    doc(owner, `qualification_grants/quiz-timed_${creator.uid}`),
    grantData(creator.uid, 'quiz-timed', {
      status: 'failed',
      score: 67,
      attempts: 1,
      source: null,
      granted_at: null,
      retry_at: Timestamp.fromMillis(Date.now() - 60_000),
    }),
  );
  batch.set(
    doc(owner, 'qualifications/quiz-waiting'),
    qualificationData({ name: 'Quiz Waiting', retry_delay_hours: 24, questions }),
  );
  batch.set(
    doc(owner, `qualification_grants/quiz-waiting_${creator.uid}`),
    grantData(creator.uid, 'quiz-waiting', {
      status: 'failed',
      score: 0,
      attempts: 1,
      source: null,
      granted_at: null,
      retry_at: Timestamp.fromMillis(WAITING_UNTIL),
    }),
  );
  await batch.commit();
});

afterAll(closeTestClients);
beforeEach(() => {
  vi.mocked(call).mockReset();
});

/** The stand-in functions: start answers `started`, submit answers `result` (or refuse). */
function functionsAnswer(started: StartedAttempt | Error, result?: AttemptResult | Error) {
  vi.mocked(call).mockImplementation(async (entry: { name: string }) => {
    const answer = entry.name === 'startQualificationAttempt' ? started : result;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

/** A refusal as the web SDK raises it: its code, the server's words and the HTTP status. */
function refusal(message: string, details?: unknown) {
  return Object.assign(new Error(`${message} [400]`), {
    code: 'functions/failed-precondition',
    details,
  });
}

function renderQuiz(url = `${PATH}?id=quiz-kitchen`) {
  actAs(creator);
  return renderScreen(<QuizPage />, { user: creator, path: PATH, url });
}

/** Presses Start quiz on the intro: the attempt starts only then. */
async function startQuiz() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
}

async function axeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

const question = (n: number) =>
  screen.getByRole('group', { name: new RegExp(`^Question ${n} of 3`) });

async function answerAll(third: string[]) {
  await userEvent.click(within(question(1)).getByRole('radio', { name: '4K' }));
  await userEvent.click(within(question(2)).getByRole('radio', { name: 'Yes' }));
  for (const choice of third)
    await userEvent.click(within(question(3)).getByRole('checkbox', { name: choice }));
}

describe('Qualification quiz', () => {
  it('should show each question as a group, count down, and submit only once all are answered', async () => {
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    const retryAt = new Date(Date.now() + 48 * 3_600_000).toISOString();
    functionsAnswer(
      { attemptId: 'quiz-kitchen_quiz-creator_1', questions, deadline },
      {
        score: 67,
        passed: false,
        retryAt,
        review: [
          { right: true, explanation: 'Buyers need 4K to see the detail of hands and tools.' },
          { right: false, explanation: 'No faces: a person in frame needs a signed release.' },
          { right: true, explanation: 'Hands and tools; screens distract.' },
        ],
      },
    );
    renderQuiz();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiz Kitchen basics' }),
    ).toBeVisible();
    await startQuiz();
    await screen.findByRole('group', { name: /^Question 1 of 3/ });
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'startQualificationAttempt' }),
      { qualificationId: 'quiz-kitchen' },
    );
    expect(question(1)).toHaveAccessibleName(
      /^Question 1 of 3\s*Which resolution do kitchen tasks ask for\?$/,
    );
    expect(question(1)).toHaveAccessibleDescription('Choose one answer.');
    expect(question(3)).toHaveAccessibleDescription('Choose every answer that applies.');
    expect(screen.getByRole('timer')).toHaveTextContent(/^Time left: (10:00|9:\d\d)$/);

    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      '0 of 3 answered · Answer every question to submit.',
    );
    expect(await axeViolations()).toEqual([]);

    await answerAll(['Hands', 'Tools']);
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription('3 of 3 answered');
    await userEvent.click(submit);

    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'submitQualificationAttempt' }),
      { attemptId: 'quiz-kitchen_quiz-creator_1', answers: [[0], [0], [0, 2]] },
    );
    const outcome = await screen.findByRole('heading', { level: 2, name: /^Not passed/ });
    // The heading takes focus once it is drawn, in an effect of that render.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByText('Your score: 67% (pass mark 80%)')).toBeVisible();
    expect(
      screen.getByText(`You can try again after ${formatDateTime(Date.parse(retryAt))}`),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry quiz' })).toBeNull();

    const review = within(screen.getByRole('list', { name: 'Your answers' }));
    const items = review.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Right')).toBeVisible();
    const wrong = within(items[1]!);
    expect(wrong.getByText('Wrong')).toBeVisible();
    expect(wrong.getByText('May faces appear?')).toBeVisible();
    expect(wrong.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: Yes');
    expect(wrong.getByText('No faces: a person in frame needs a signed release.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Qualifications' })).toHaveAttribute(
      'href',
      '/dashboard/qualifications',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('should tell a creator who passed that they hold the qualification, and lead to the tasks', async () => {
    functionsAnswer(
      { attemptId: 'quiz-kitchen_quiz-creator_2', questions, deadline: null },
      {
        score: 100,
        passed: true,
        retryAt: null,
        review: questions.map(() => ({ right: true, explanation: 'Because.' })),
      },
    );
    const { currentUrl } = renderQuiz();
    await startQuiz();
    await screen.findByRole('group', { name: /^Question 1 of 3/ });
    expect(screen.queryByRole('timer')).toBeNull();
    await answerAll(['Hands']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Passed/ })).toBeVisible();
    expect(screen.getByText('You now hold the qualification Quiz Kitchen basics')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Available Tasks' }));
    expect(currentUrl()).toBe('/dashboard/tasks');
  });

  it('should show a refusal to start in the server’s words, with a way back', async () => {
    functionsAnswer(refusal('You can try again after Jan 3, 2099, 9:00 AM'));
    const { currentUrl } = renderQuiz();
    await startQuiz();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to start the quiz');
    expect(alert).toHaveTextContent('You can try again after Jan 3, 2099, 9:00 AM');
    expect(alert).not.toHaveTextContent('[400]');
    expect(screen.queryByRole('group')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to Qualifications' }));
    expect(currentUrl()).toBe('/dashboard/qualifications');
  });

  it('should say what the quiz asks before it starts, and start it only on Start quiz', async () => {
    functionsAnswer({
      attemptId: 'quiz-timed_quiz-creator_2',
      questions,
      deadline: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    renderQuiz(`${PATH}?id=quiz-timed`);
    const intro = await screen.findByRole('region', { name: 'Before you start' });
    const facts = within(intro);
    const fact = (term: string) => facts.getByText(term).nextElementSibling;
    expect(fact('Questions')).toHaveTextContent(/^3$/);
    expect(fact('Pass mark')).toHaveTextContent(/^100%$/);
    expect(fact('Time limit')).toHaveTextContent(/^10 minutes$/);
    expect(fact('Attempts')).toHaveTextContent(/^2 of 3 left$/);
    expect(fact('If you do not pass')).toHaveTextContent(/^Wait 2 days before trying again$/);
    expect(
      facts.getByText(
        'Your attempt starts when you press Start quiz, and you then have 10 minutes to answer.',
      ),
    ).toBeVisible();
    expect(screen.getByText('What a kitchen clip must show: 4K, hands and tools.')).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Question/ })).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(facts.getByRole('button', { name: 'Start quiz' }));
    // The call's module loads on first use: in a file whose first test this is, after the click.
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'startQualificationAttempt' }),
        { qualificationId: 'quiz-timed' },
      ),
    );
    await screen.findByRole('group', { name: /^Question 1 of 3/ });
    expect(screen.getByRole('timer')).toBeVisible();
  });

  it('should say when another attempt may start, in the reader’s zone, with Start disabled', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      renderQuiz(`${PATH}?id=quiz-waiting`);
      const start = await screen.findByRole('button', { name: 'Start quiz' });
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription('You can try again after Jan 3, 2099, 3:29 AM');
      expect(call).not.toHaveBeenCalled();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('should write the moment a refusal names in the reader’s zone, as the result screen does', async () => {
    const retryAt = Date.UTC(2099, 0, 3, 2, 29);
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      // The function's words name UTC; its details carry the instant.
      const server = formatDateTimeUtc(retryAt);
      functionsAnswer(
        refusal(`You can try again after ${server}`, instantDetails(retryAt, server)),
      );
      renderQuiz();
      await startQuiz();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('You can try again after Jan 3, 2099, 3:29 AM');
      expect(alert).toHaveTextContent(`You can try again after ${formatDateTime(retryAt)}`);
      expect(alert).not.toHaveTextContent('UTC');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('should show a refused submission (the time ran out) and keep the way back', async () => {
    functionsAnswer(
      { attemptId: 'quiz-kitchen_quiz-creator_3', questions, deadline: null },
      refusal('The time for this attempt ran out, so it counts as a failed attempt'),
    );
    renderQuiz();
    await startQuiz();
    await screen.findByRole('group', { name: /^Question 1 of 3/ });
    await answerAll(['Tools']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit your answers');
    expect(alert).toHaveTextContent(
      'The time for this attempt ran out, so it counts as a failed attempt',
    );
    expect(within(alert).getByRole('link', { name: 'Back to Qualifications' })).toBeVisible();
  });

  it('should say so when no qualification is chosen', async () => {
    renderQuiz(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Qualification quiz' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Qualification not found');
    expect(screen.getByRole('link', { name: 'Back to Qualifications' })).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('A question with a picture', () => {
  const picture = 'qualifications/quiz-upload-1/image';
  const withMedia = (path: string): StartedAttempt => ({
    attemptId: 'quiz-kitchen_quiz-creator_1',
    questions: [{ ...questions[0]!, media_path: path }, questions[1]!, questions[2]!],
    deadline: null,
  });

  beforeAll(async () => {
    // As an admin's upload leaves it: the rules let any active signed-in user read it. The
    // Storage SDK's Node build (the one vitest loads) sends bytes as Node's Blob, not jsdom's.
    const jsdomBlob = globalThis.Blob;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    try {
      await uploadBytes(ref(testStorage('owner'), picture), new Uint8Array([137, 80, 78, 71, 1]), {
        contentType: 'image/png',
      });
    } finally {
      globalThis.Blob = jsdomBlob;
    }
  });

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:question-picture');
  });

  it('should show the picture with its question, read from Storage as the creator', async () => {
    functionsAnswer(withMedia(picture));
    renderQuiz();
    await startQuiz();
    const image = await screen.findByRole('img', { name: 'Picture for question 1' });
    expect(image).toHaveAttribute('src', 'blob:question-picture');
    expect(question(1)).toContainElement(image);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.size).toBe(5);
    expect(screen.queryByRole('img', { name: 'Picture for question 2' })).toBeNull();
  });

  it('should say so when the picture cannot be read, and still take answers', async () => {
    functionsAnswer(withMedia('qualifications/quiz-missing/image'));
    renderQuiz();
    await startQuiz();
    await screen.findByRole('group', { name: /^Question 1 of 3/ });
    expect(await within(question(1)).findByRole('alert')).toHaveTextContent(
      "The question's picture or clip could not be loaded",
    );
    expect(within(question(1)).getAllByRole('radio')).toHaveLength(2);
  });
});
