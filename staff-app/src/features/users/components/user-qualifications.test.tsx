// A creator's qualifications and track record on their user card, against the emulator under
// the real rules: read only when opened; support grants (choosing a qualification, with a
// reason) and revokes, with what grantQualification / revokeQualification receive and the
// toasts. The callables are stood in for; the journey runs the real ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { nameFields } from '@groundtruth/domain/name-search';
import { callables } from '@groundtruth/domain/callable-registry';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import UserManagementPage from './user-management-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

// Fixed dates (the accounts joined long ago), so what the screens show never hangs on the clock.
const prefix = 'uqc';
const old = Timestamp.fromDate(new Date('2001-02-03T00:00:00Z'));
const path = '/dashboard/users';
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Uqc Support' };
const creatorId = `${prefix}-creator`;
let owner: Firestore;

const account = (uid: string, name: string, role: string) =>
  setDoc(doc(owner, `users/${uid}`), {
    ...nameFields(name),
    email: `${uid}@uqc.example.com`,
    email_verified: true,
    role,
    status: 'active',
    created_at: old,
  });

const qualification = (id: string, name: string) =>
  setDoc(doc(owner, `qualifications/${id}`), {
    name,
    description: '',
    kind: 'manual',
    passing_score: null,
    retry_delay_hours: 48,
    max_attempts: null,
    duration_minutes: null,
    expires_days: null,
    prerequisites: [],
    status: 'active',
    questions: [],
    created_by: support.uid,
    created_at: Timestamp.fromDate(new Date('2300-02-01T00:00:00Z')),
    updated_at: old,
  });

const submission = (n: number, status: string) =>
  setDoc(doc(owner, `submissions/${prefix}-s${n}`), {
    user_id: creatorId,
    review_status: status,
    reviewed_at: Timestamp.fromMillis(Date.now() - n * 86_400_000),
  });

beforeAll(async () => {
  owner = testFirestore('owner');
  await Promise.all([
    account(support.uid, support.name, 'support'),
    account(creatorId, 'Uqcalla Grantwell', 'creator'),
    qualification(`${prefix}-drone`, 'Uqc Drone licence'),
    qualification(`${prefix}-night`, 'Uqc Night shoots'),
    setDoc(doc(owner, `qualification_grants/${prefix}-drone_${creatorId}`), {
      user_id: creatorId,
      qualification_id: `${prefix}-drone`,
      status: 'granted',
      score: null,
      attempts: 0,
      source: 'manual',
      granted_at: old,
      expires_at: null,
      retry_at: null,
      expiry_warned: false,
      reason: 'Licence seen',
      updated_at: old,
    }),
    submission(1, 'approved'),
    submission(2, 'approved'),
    submission(3, 'approved'),
    submission(4, 'rejected'),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
  actAs(support);
});

async function openCard() {
  renderScreen(<UserManagementPage />, { user: support, path });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'uqcalla');
  // The card of the search's results (with few users it is on the first list too, until then).
  const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });
  const card = within(within(results).getByRole('listitem', { name: 'Uqcalla Grantwell' }));
  const toggle = card.getByRole('button', { name: 'Qualifications and track record' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(card.queryByText('Uqc Drone licence')).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return card;
}

describe('UserQualifications', () => {
  it("should show a creator's grants and track record once opened", async () => {
    const card = await openCard();
    const grants = within(
      await card.findByRole(
        'list',
        { name: 'Qualifications of Uqcalla Grantwell' },
        { timeout: 10_000 },
      ),
    );
    expect(grants.getByText('Uqc Drone licence')).toBeVisible();
    expect(grants.getByText('Granted')).toBeVisible();
    expect(grants.getByText('Staff')).toBeVisible();
    expect(
      await card.findByText('75% approved · 4 reviewed (365 days)', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('should let support grant a qualification with a reason', async () => {
    callMock.mockResolvedValue({ changed: true });
    const card = await openCard();
    await card.findByRole(
      'list',
      { name: 'Qualifications of Uqcalla Grantwell' },
      { timeout: 10_000 },
    );
    await userEvent.click(card.getByRole('button', { name: 'Grant Qualification' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Qualification' }));
    // The one already held is not offered again.
    const select = dialog.getByLabelText('Qualification');
    expect(within(select).queryByRole('option', { name: 'Uqc Drone licence' })).toBeNull();
    await userEvent.selectOptions(select, 'Uqc Night shoots');
    await userEvent.click(dialog.getByRole('button', { name: 'Grant' }));
    expect(dialog.getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required'),
    );
    expect(callMock).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Portfolio of night work');
    await userEvent.click(dialog.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Qualification granted')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(callables.grantQualification, {
      qualificationId: `${prefix}-night`,
      userId: creatorId,
      reason: 'Portfolio of night work',
    });
  });

  it('should let support revoke a held qualification with a reason', async () => {
    callMock.mockResolvedValue({ changed: true });
    const card = await openCard();
    await userEvent.click(
      await card.findByRole('button', { name: 'Revoke Uqc Drone licence' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke Uqc Drone licence' }));
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Licence expired');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Qualification revoked')).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.revokeQualification, {
      qualificationId: `${prefix}-drone`,
      userId: creatorId,
      reason: 'Licence expired',
    });
  });
});
