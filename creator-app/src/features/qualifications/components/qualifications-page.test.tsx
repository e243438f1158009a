// The creator's Qualifications screen against the emulator under the real rules: each
// qualification offered with where the creator stands (their grant), what it unlocks, and Start or
// Retry exactly where startQualificationAttempt would take it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { formatDate, formatDateTime } from '@groundtruth/domain/dates';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { grantData, qualificationData } from '../../../testing/qualification-documents';
import { QualificationsPage } from './qualifications-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const creator = { uid: 'qp-creator', role: 'creator' as const };
const suspended = { uid: 'qp-suspended', role: 'creator' as const };
const hour = 3_600_000;
const day = 24 * hour;
const retryAt = Date.now() + 30 * hour;
const expiresAt = Date.now() + 40 * day;

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  for (const [who, status] of [
    [creator, 'active'],
    [suspended, 'suspended'],
  ] as const) {
    batch.set(doc(owner, `users/${who.uid}`), {
      name: who.uid,
      email: `${who.uid}@example.com`,
      role: 'creator',
      status,
      created_at: Timestamp.now(),
    });
  }
  const qualification = (id: string, fields: Parameters<typeof qualificationData>[0]) =>
    batch.set(doc(owner, `qualifications/${id}`), qualificationData(fields));
  const grant = (qualificationId: string, fields: Record<string, unknown>) =>
    batch.set(
      doc(owner, `qualification_grants/${qualificationId}_${creator.uid}`),
      grantData(creator.uid, qualificationId, fields),
    );
  qualification('qp-lighting', {
    name: 'QP Lighting basics',
    description: 'Light a scene so hands and tools read clearly.',
    max_attempts: 3,
    duration_minutes: 10,
  });
  qualification('qp-kitchen', { name: 'QP Kitchen video basics', max_attempts: 3 });
  grant('qp-kitchen', {
    status: 'failed',
    score: 67,
    attempts: 1,
    retry_at: Timestamp.fromMillis(retryAt),
  });
  qualification('qp-used', { name: 'QP Used up', max_attempts: 2, retry_delay_hours: 0 });
  grant('qp-used', {
    status: 'failed',
    score: 50,
    attempts: 2,
    retry_at: Timestamp.fromMillis(Date.now() - hour),
  });
  qualification('qp-held', { name: 'QP Held', expires_days: 365 });
  grant('qp-held', { score: 90, expires_at: Timestamp.fromMillis(expiresAt) });
  qualification('qp-lapsed', { name: 'QP Lapsed', expires_days: 30 });
  grant('qp-lapsed', { expires_at: Timestamp.fromMillis(Date.now() - hour) });
  qualification('qp-advanced', { name: 'QP Advanced', prerequisites: ['qp-lighting'] });
  qualification('qp-practice', {
    name: 'QP Practice',
    kind: 'practice',
    passing_score: null,
    questions: [],
  });
  qualification('qp-manual', {
    name: 'QP Manual',
    kind: 'manual',
    passing_score: null,
    questions: [],
  });
  qualification('qp-archived', { name: 'QP Archived', status: 'archived' });
  // Two published tasks need Lighting basics; a draft does not count.
  for (const [id, status] of [
    ['qp-task-1', 'published'],
    ['qp-task-2', 'published'],
    ['qp-task-3', 'draft'],
  ] as const) {
    batch.set(doc(owner, `tasks/${id}`), {
      ...taskData({ title: id, created_by: 'qual-admin', status }),
      required_qualification_ids: ['qp-lighting'],
    });
  }
  await batch.commit();
});

afterAll(closeTestClients);

function renderQualifications(user: { uid: string; role: 'creator' } = creator) {
  actAs(user);
  return renderScreen(<QualificationsPage />, { user, path: '/dashboard/qualifications' });
}

const card = (name: string) => screen.getByRole('listitem', { name });
const field = (name: string, term: string) =>
  within(card(name)).getByText(term).nextElementSibling as HTMLElement;

async function axeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('Qualifications', () => {
  it('should list the qualifications offered with the creator’s status, and no archived one', async () => {
    renderQualifications();
    expect(screen.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading qualifications');
    await screen.findByRole('heading', { name: 'QP Lighting basics' });
    expect(screen.queryByRole('heading', { name: 'QP Archived' })).toBeNull();

    const lighting = within(card('QP Lighting basics'));
    expect(lighting.getByText('Not taken')).toBeVisible();
    expect(lighting.getByText('Light a scene so hands and tools read clearly.')).toBeVisible();
    expect(field('QP Lighting basics', 'Pass mark')).toHaveTextContent('80%');
    expect(field('QP Lighting basics', 'Attempts')).toHaveTextContent('0 of 3');
    expect(field('QP Lighting basics', 'Time limit')).toHaveTextContent('10 minutes');
    await vi.waitFor(() =>
      expect(field('QP Lighting basics', 'Unlocks')).toHaveTextContent('2 open tasks'),
    );
    expect(lighting.getByRole('link', { name: 'Start quiz' })).toHaveAttribute(
      'href',
      '/dashboard/qualifications/quiz?id=qp-lighting',
    );

    const held = within(card('QP Held'));
    expect(held.getByText('Granted')).toBeVisible();
    expect(field('QP Held', 'Best score')).toHaveTextContent('90%');
    expect(field('QP Held', 'Expires')).toHaveTextContent(formatDate(expiresAt));
    expect(held.queryByRole('link', { name: /quiz/ })).toBeNull();
    expect(held.queryByRole('button', { name: /quiz/ })).toBeNull();

    // Past its expiry the grant no longer counts, before the expiry job marks it.
    const lapsed = within(card('QP Lapsed'));
    expect(lapsed.getByText('Expired')).toBeVisible();
    expect(lapsed.getByRole('link', { name: 'Retry quiz' })).toBeVisible();

    expect(
      within(card('QP Practice')).getByText('Earned by an approved practice submission'),
    ).toBeVisible();
    expect(within(card('QP Manual')).getByText('Granted by staff')).toBeVisible();
    expect(within(card('QP Manual')).queryByRole('link')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should disable Retry with the server’s reason while the retry delay runs, when attempts are used up, and when a prerequisite is missing', async () => {
    renderQualifications();
    await screen.findByRole('heading', { name: 'QP Kitchen video basics' });

    const kitchen = within(card('QP Kitchen video basics'));
    expect(kitchen.getByText('Failed')).toBeVisible();
    expect(field('QP Kitchen video basics', 'Best score')).toHaveTextContent('67%');
    expect(field('QP Kitchen video basics', 'Attempts')).toHaveTextContent('1 of 3');
    const retry = kitchen.getByRole('button', { name: 'Retry quiz' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(`You can try again after ${formatDateTime(retryAt)}`);

    const used = within(card('QP Used up'));
    expect(used.getByRole('button', { name: 'Retry quiz' })).toHaveAccessibleDescription(
      'You have used all 2 attempts at this qualification',
    );

    const advanced = within(card('QP Advanced'));
    expect(advanced.getByRole('button', { name: 'Start quiz' })).toHaveAccessibleDescription(
      'Needs the qualification QP Lighting basics',
    );
  });

  it('should go to the quiz with Start', async () => {
    const { currentUrl } = renderQualifications();
    await screen.findByRole('heading', { name: 'QP Lighting basics' });
    await userEvent.click(
      within(card('QP Lighting basics')).getByRole('link', { name: 'Start quiz' }),
    );
    expect(currentUrl()).toBe('/dashboard/qualifications/quiz?id=qp-lighting');
  });

  it('should report a load failure with the Error notification and a Retry', async () => {
    renderQualifications(suspended);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load qualifications');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Failed to load qualifications')).toBeVisible();
  });
});
