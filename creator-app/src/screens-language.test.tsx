// Every creator screen in the pseudo-locale (accented, 40% longer, bracketed): a heading, button,
// link, tab or label whose words skipped the tables stands out as plain English. A new creator
// with nothing yet, against the emulator under the real rules.
import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { switchLocale } from '@groundtruth/platform/i18n';
import { isPseudo, pseudoOf } from '@groundtruth/domain/i18n/pseudo';
import { messages } from '@groundtruth/domain/messages';
import { creatorAppealWords } from '@groundtruth/domain/words/creator/appeal';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { creatorTaxWords } from '@groundtruth/domain/words/creator/tax';
import { LOCALE_KEY } from '@groundtruth/platform/stored-keys';
import { pages } from './routes';
import { TaskRequirements } from './components/task-requirements';
import { AddPaymentMethodDialog } from './features/payments/components/add-payment-method-dialog';
import { VerifyPaymentMethodDialog } from './features/payments/components/verify-payment-method-dialog';
import { QuizForm } from './features/qualifications/components/quiz-form';
import { QuizResult } from './features/qualifications/components/quiz-result';
import { DeleteAccountDialog } from './features/settings/components/delete-account-dialog';
import { submission } from './features/submissions/components/submissions-test-data';
import { FilePicker } from './features/submit/components/file-picker';
import { ReleaseStep } from './features/submit/releases/release-step';
import { qualificationData } from './testing/qualification-documents';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const creator = { uid: 'pseudo-creator', role: 'creator' as const };
let owner: Firestore;

beforeAll(async () => {
  owner = testFirestore('owner');
  await setDoc(doc(owner, `users/${creator.uid}`), {
    name: 'Nia Newcomer',
    email: `${creator.uid}@example.com`,
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  await setDoc(doc(owner, `creator_profiles/${creator.uid}`), {
    user_id: creator.uid,
    chosen_paths: ['video'],
    locales: { country: 'Germany', language: 'de' },
    notify_email: true,
    notify_push: false,
    onboarding_complete: true,
  });
  // A rejection still open to appeal, and a quiz to open.
  await setDoc(
    doc(owner, 'submissions/pseudo-rejected'),
    submission(creator.uid, {
      task_id: 'pseudo-task',
      task_title: 'Kitchen clip',
      review_status: 'rejected',
      review_notes: 'Too dark.',
      reviewer_id: 'pseudo-staff',
      reviewed_at: Timestamp.now(),
    }),
  );
  await setDoc(
    doc(owner, 'qualifications/pseudo-quiz'),
    qualificationData({ name: 'Kitchen basics', duration_minutes: 10, max_attempts: 3 }),
  );
});
afterAll(closeTestClients);
afterEach(async () => {
  await act(() => switchLocale('en'));
  localStorage.removeItem(LOCALE_KEY);
});

/** Words a person reads on the screen: headings, buttons, links, tabs, labels and legends. */
function shownWords(): string[] {
  const elements = [
    ...screen.queryAllByRole('heading'),
    ...screen.queryAllByRole('button'),
    ...screen.queryAllByRole('link'),
    ...screen.queryAllByRole('tab'),
    ...document.querySelectorAll('label, legend, th, dt'),
  ];
  return elements
    .map((element) => (element.textContent ?? '').trim())
    .filter((text) => /[A-Za-z]/.test(text));
}

const screens = [
  ['overview', '/dashboard'],
  ['tasks', '/dashboard/tasks'],
  ['submissions', '/dashboard/submissions'],
  ['qualifications', '/dashboard/qualifications'],
  ['payments', '/dashboard/payments'],
  ['messages', '/dashboard/messages'],
  ['settings', '/dashboard/settings'],
  ['submit', '/dashboard/submit'],
] as const;

describe('creator screens in the pseudo-locale', () => {
  it.each(screens)('%s takes every word it shows from the tables', async (name, path) => {
    await act(() => switchLocale('en-XA'));
    actAs(creator);
    const Page = pages[name] as ComponentType;
    renderScreen(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { user: { ...creator, name: 'Nia Newcomer' }, path },
    );
    const title = await screen.findByRole('heading', { level: 1 });
    expect(isPseudo(title.textContent ?? '')).toBe(true);
    // Loaded: nothing says it is loading any more.
    await vi.waitFor(() => expect(document.body.textContent).not.toMatch(/Ĺóáðíñĝ|Loading/), {
      timeout: 10_000,
    });
    expectOnlyPseudo();
  });
});

/** What the test seeded a person to have written: a task's title, a quiz's name and answers. */
const written = ['Kitchen clip', 'Kitchen basics', 'Yes', 'No'];

/**
 * Each word bracketed whole, or a pseudo part of a longer text ("[…] $0.00"), but for what the
 * test seeded (a task's title, a quiz's questions: what a person wrote is never translated).
 */
function expectOnlyPseudo() {
  const plain = shownWords().filter(
    (text) => !isPseudo(text) && !/\[[^\]]*·\]/.test(text) && !written.includes(text),
  );
  expect(plain).toEqual([]);
}

const nia = { ...creator, name: 'Nia Newcomer' };
const quizQuestions = [
  { prompt: 'Hands in frame?', choices: ['Yes', 'No'], multiple: false, media_path: null },
];

describe('creator dialogs, tabs and steps in the pseudo-locale', () => {
  beforeEach(async () => {
    await act(() => switchLocale('en-XA'));
    actAs(creator);
  });

  it('the Tax and identity tab, its interview open, takes its words from the tables', async () => {
    const Page = pages.payments as ComponentType;
    renderScreen(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { user: nia, path: '/dashboard/payments', url: '/dashboard/payments?tab=tax' },
    );
    const radios = await screen.findAllByRole('radio', {}, { timeout: 10_000 });
    await userEvent.click(radios[0]!);
    await screen.findByRole('region', { name: pseudoOf(creatorTaxWords.identityTitle) });
    await vi.waitFor(() => expect(document.body.textContent).not.toMatch(/Ĺóáðíñĝ|Loading/));
    expectOnlyPseudo();
  });

  it('the quiz: its intro, questions and result', async () => {
    const Page = pages.qualificationQuiz as ComponentType;
    const { unmount } = renderScreen(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      {
        user: nia,
        path: '/dashboard/qualifications/quiz',
        url: '/dashboard/qualifications/quiz?id=pseudo-quiz',
      },
    );
    const intro = await screen.findByRole(
      'region',
      { name: pseudoOf(creatorQuizWords.quizIntroTitle) },
      { timeout: 10_000 },
    );
    expect([...intro.querySelectorAll('dd')].map((dd) => isPseudo(dd.textContent ?? ''))).toEqual(
      [false, true, true, true, true], // the count of questions, then words
    );
    expectOnlyPseudo();
    unmount();
    renderScreen(
      <>
        <QuizForm questions={quizQuestions} submitting={false} onSubmit={() => {}} />
        <QuizResult
          result={{
            passed: false,
            score: 0,
            retryAt: null,
            review: [{ right: false, explanation: 'They are.' }],
          }}
          questions={quizQuestions}
          answers={[[1]]}
          name="Kitchen basics"
          passMark={80}
          onRetry={() => {}}
        />
      </>,
      { user: nia, path: '/dashboard/qualifications/quiz' },
    );
    expectOnlyPseudo();
  });

  it('an appeal and Ask about this review, and their dialogs', async () => {
    const Page = pages.submissions as ComponentType;
    renderScreen(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { user: nia, path: '/dashboard/submissions' },
    );
    const card = await screen.findByRole('heading', { name: 'Kitchen clip' }, { timeout: 10_000 });
    expectOnlyPseudo();
    expect(card).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: pseudoOf(creatorAppealWords.appeal) }),
    );
    const appeal = await screen.findByRole('dialog');
    expect(isPseudo(within(appeal).getByRole('heading').textContent ?? '')).toBe(true);
    expectOnlyPseudo();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      screen.getByRole('button', { name: pseudoOf(creatorAppealWords.askAboutReview) }),
    );
    const ask = await screen.findByRole('dialog');
    expect(isPseudo(within(ask).getByRole('heading').textContent ?? '')).toBe(true);
    expectOnlyPseudo();
  });

  it('Verify Payment Method and Delete my account', async () => {
    renderScreen(
      <>
        <VerifyPaymentMethodDialog
          accountId="pseudo-paypal"
          accountName="PayPal nia@example.com"
          onClose={() => {}}
        />
        <DeleteAccountDialog
          open
          email="nia@example.com"
          onCancel={() => {}}
          onDeleted={() => {}}
        />
      </>,
      { user: nia, path: '/dashboard/settings' },
    );
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expectOnlyPseudo();
  });

  it('the file picker and the release step', async () => {
    renderScreen(
      <>
        <FilePicker onAdd={() => {}} chosen={[]} disabled={false} />
        <ReleaseStep
          taskId="pseudo-task"
          creatorName="Nia Newcomer"
          taskTitle="Kitchen clip"
          onChange={() => {}}
          disabled={false}
        />
      </>,
      { user: nia, path: '/dashboard/submit' },
    );
    await userEvent.type(screen.getByRole('spinbutton'), '1');
    await screen.findByRole('heading', { level: 3 });
    expectOnlyPseudo();
    // The zone's words and the kinds it takes.
    expect(screen.getByText(pseudoOf(messages.fileZoneDrop))).toBeInTheDocument();
  });
});

describe('a Spanish creator', () => {
  beforeEach(async () => {
    await act(() => switchLocale('es'));
    actAs(creator);
  });

  it('reads the Tax and identity tab and Verify Payment Method in Spanish', async () => {
    const user = userEvent.setup();
    const Payments = pages.payments as ComponentType;
    const { unmount } = renderScreen(
      <Suspense fallback={null}>
        <Payments />
      </Suspense>,
      { user: nia, path: '/dashboard/payments', url: '/dashboard/payments?tab=tax' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Formulario fiscal' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Verificar identidad' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Identidad' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Sí: firmo un W-9' }));
    expect(screen.getByRole('group', { name: 'Número de identificación fiscal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Firmar el W-9' })).toBeVisible();
    unmount();

    renderScreen(
      <VerifyPaymentMethodDialog
        accountId="es-paypal"
        accountName="PayPal nia@example.com"
        onClose={() => {}}
      />,
      { user: nia, path: '/dashboard/payments' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verificar método de pago' });
    expect(within(dialog).getByLabelText(/Código de verificación/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(
      await within(dialog).findByText('El código debe ser el de 6 dígitos que envió el proveedor'),
    ).toBeVisible();
  });

  it('reads Add Payment Method and its checks of the account in Spanish', async () => {
    const user = userEvent.setup();
    renderScreen(<AddPaymentMethodDialog open onOpenChange={() => {}} />, {
      user: nia,
      path: '/dashboard/payments',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Añadir método de pago' });
    const account = within(dialog).getByRole('textbox', { name: /ID de cuenta de Stripe/ });
    const add = within(dialog).getByRole('button', { name: 'Añadir cuenta' });
    await user.click(add);
    expect(
      await within(dialog).findByText('ID de cuenta de Stripe: este campo es obligatorio'),
    ).toBeVisible();
    await user.type(account, 'stripe-123');
    await user.click(add);
    expect(
      await within(dialog).findByText('ID de cuenta de Stripe: debe empezar por acct_'),
    ).toBeVisible();
  });

  it("reads a task's file requirements in Spanish", async () => {
    renderScreen(
      <TaskRequirements
        requirements={{
          kinds: ['video'],
          video: { min_width: 1920, min_height: 1080, audio: 'required' },
        }}
      />,
      { user: nia, path: '/dashboard/tasks' },
    );
    const list = await screen.findByRole('list', { name: 'Requisitos de los archivos' });
    expect(within(list).getByText('Acepta: vídeo')).toBeVisible();
    expect(within(list).getByText('Vídeo: al menos 1920 × 1080, con sonido')).toBeVisible();
  });

  it('sees the countries named in Spanish in Settings', async () => {
    const Settings = pages.settings as ComponentType;
    renderScreen(
      <Suspense fallback={null}>
        <Settings />
      </Suspense>,
      { user: nia, path: '/dashboard/settings' },
    );
    const country = await screen.findByRole('combobox', { name: 'País' }, { timeout: 10_000 });
    expect(within(country).getByRole('option', { name: 'Alemania', selected: true })).toBeTruthy();
    expect(within(country).getByRole('option', { name: 'Otro' })).toBeTruthy();
  });
});
