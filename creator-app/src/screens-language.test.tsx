// Every creator screen in the pseudo-locale (accented, 40% longer, bracketed): a heading, button,
// link, tab or label whose words skipped the tables stands out as plain English. A new creator
// with nothing yet, against the emulator under the real rules.
import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { switchLocale } from '@groundtruth/platform/i18n';
import { isPseudo } from '@groundtruth/domain/i18n/pseudo';
import { LOCALE_KEY } from '@groundtruth/platform/stored-keys';
import { pages } from './routes';

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
    // Each word bracketed whole, or a pseudo part of a longer text ("[…] $0.00").
    const plain = shownWords().filter((text) => !isPseudo(text) && !/\[[^\]]*·\]/.test(text));
    expect(plain).toEqual([]);
  });
});
