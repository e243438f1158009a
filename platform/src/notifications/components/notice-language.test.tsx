// @vitest-environment jsdom
// The bell's notices in the creator's language: a notice the functions wrote in every locale
// (in_locales) reads in the screens' language, and again in another one when it changes, without
// a reload; a notice written before (English only) and an English reader's stay word for word.
import '../../../testing/dom-setup';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, writeBatch } from 'firebase/firestore/lite';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import type { Notification } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { switchLocale } from '../../i18n';
import { closeTestClients, testFirestore } from '../../testing/emulator-client';
import { actAs } from '../../testing/firebase-web';
import { renderScreen } from '../../testing/render-screen';
import NotificationBell from './notification-bell';

vi.mock('@groundtruth/firebase-web/firestore', () => import('../../testing/firebase-web'));

const owner = testFirestore('owner');
const lucia = { uid: 'notice-lang-lucia', role: 'creator' as const };
const ella = { uid: 'notice-lang-ella', role: 'creator' as const };
/** The deadline a warning names: 2:29 AM in UTC. */
const DEADLINE = Date.UTC(2099, 11, 8, 2, 29);
const minutesAgo = (m: number) => Timestamp.fromMillis(Date.now() - m * 60_000);

const englishBody = 'Street market\nNotes: Steadier, please';
/** A review's notice as the functions write it (notify): English, and the other locales. */
const review = (userId: string): Notification => ({
  user_id: userId,
  kind: 'submission_reviewed',
  title: serverMessages.notificationTitles.submission_reviewed.needs_changes,
  body: englishBody,
  link: '/dashboard/submissions',
  entity_id: `${userId}-sub`,
  read: false,
  created_at: minutesAgo(5),
  in_locales: {
    es: { title: 'Se piden cambios', body: 'Street market\nNotas: Steadier, please' },
    fr: { title: 'Modifications demandées', body: 'Street market\nRemarques : Steadier, please' },
  },
});

beforeAll(async () => {
  const batch = writeBatch(owner);
  for (const u of [lucia, ella])
    batch.set(doc(owner, 'users', u.uid), {
      name: u.uid,
      email: `${u.uid}@example.com`,
      role: 'creator',
      status: 'active',
      created_at: minutesAgo(10_000),
    });
  batch.set(doc(owner, 'notifications', 'notice-lang-l1'), review(lucia.uid));
  // Written before notices carried their other locales: its English in every language.
  const { in_locales: _none, ...englishOnly } = review(lucia.uid);
  batch.set(doc(owner, 'notifications', 'notice-lang-l2'), {
    ...englishOnly,
    entity_id: 'notice-lang-old',
    title: 'Payout sent',
    body: '$35.00 for Street market is on its way.',
    created_at: minutesAgo(60),
  });
  // A deadline, in UTC in each language's words: the bell writes it in the reader's zone.
  batch.set(doc(owner, 'notifications', 'notice-lang-l3'), {
    ...review(lucia.uid),
    kind: 'acceptance_expiring',
    entity_id: 'notice-lang-deadline',
    title: serverMessages.notificationTitles.acceptance_expiring,
    body: serverMessages.acceptanceExpiringBody('Street market', formatDateTimeUtc(DEADLINE)),
    created_at: minutesAgo(120),
    at: Timestamp.fromMillis(DEADLINE),
    at_text: formatDateTimeUtc(DEADLINE),
    in_locales: {
      es: {
        title: 'Se acaba el tiempo',
        body: 'Envía tu trabajo para "Street market" antes del 8 dic 2099, 2:29 UTC.',
        at_text: '8 dic 2099, 2:29 UTC',
      },
    },
  });
  batch.set(doc(owner, 'notifications', 'notice-lang-e1'), review(ella.uid));
  await batch.commit();
});

afterEach(() => act(() => switchLocale('en', { remember: false })));
afterAll(closeTestClients);

async function openBell(who: { uid: string; role: 'creator' }, name: RegExp) {
  actAs(who);
  renderScreen(<NotificationBell />, { user: who, path: '/dashboard/tasks' });
  await userEvent.click(await screen.findByRole('button', { name }));
  const panel = screen.getByRole('dialog');
  await within(panel).findAllByText(/Street market/, { selector: 'span' }, { timeout: 10_000 });
  return within(panel).getAllByRole('link');
}

describe('the bell in the creator’s language', { timeout: 30_000 }, () => {
  it('should show a Spanish creator’s review notice in Spanish, and in French once they switch', async () => {
    await act(() => switchLocale('es', { remember: false }));
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const [first, old, deadline] = await openBell(lucia, /^Notificaciones, 3 sin leer$/);
      expect(first).toHaveTextContent('Se piden cambios. Street market Notas: Steadier, please');
      expect(first).not.toHaveTextContent('Changes requested');
      // An old notice has only its English.
      expect(old).toHaveTextContent('Payout sent. $35.00 for Street market is on its way.');
      // The deadline in the reader's zone (3:29 in Berlin), as Spanish writes it.
      expect(deadline).toHaveTextContent('Se acaba el tiempo');
      expect(deadline).toHaveTextContent(/8 dic 2099, 3:29/);
      expect(deadline).not.toHaveTextContent('UTC');

      await act(() => switchLocale('fr', { remember: false }));
      expect(first).toHaveTextContent(
        'Modifications demandées. Street market Remarques : Steadier, please',
      );
      // A locale the notice lacks reads in English.
      expect(deadline).toHaveTextContent(serverMessages.notificationTitles.acceptance_expiring);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('should keep an English creator’s notice word for word', async () => {
    const [first] = await openBell(ella, /^Notifications, 1 unread$/);
    expect(first).toHaveTextContent(`Changes requested. ${englishBody.replace('\n', ' ')}`);
    expect(first).not.toHaveTextContent('Se piden cambios');
  });
});
