// A creator's identity check on their user card, against the emulator under the real rules: its
// state and since when, the verified legal name, and support's Resend identity link with what
// resendIdentityLink receives and the toast. The callable is stood in for; the functions tests
// (functions/test/identity.test.ts) run the real one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import { nameFields } from '@groundtruth/domain/name-search';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import UserManagementPage from './user-management-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

const prefix = 'uid-card';
const old = Timestamp.fromDate(new Date('2001-02-03T00:00:00Z'));
const checked = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
const path = '/dashboard/users';
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Idcard Support' };
let owner: Firestore;

const account = (uid: string, name: string, role: string) =>
  setDoc(doc(owner, `users/${uid}`), {
    ...nameFields(name),
    email: `${uid}@idcard.example.com`,
    email_verified: true,
    role,
    status: 'active',
    created_at: old,
  });

const identity = (uid: string, status: string, verifiedName: string | null) =>
  setDoc(doc(owner, `identity_checks/${uid}`), {
    status,
    verified_name: verifiedName,
    reason: null,
    updated_at: checked,
    session_id: 'vs_seeded',
    last_event_created: checked.seconds,
    last_event_id: null,
    verified_at: status === 'verified' ? checked : null,
  });

beforeAll(async () => {
  owner = testFirestore('owner');
  await Promise.all([
    account(support.uid, support.name, 'support'),
    account(`${prefix}-verified`, 'Idcardia Verified', 'creator'),
    account(`${prefix}-pending`, 'Idcardia Pending', 'creator'),
    account(`${prefix}-never`, 'Idcardia Never', 'creator'),
    identity(`${prefix}-verified`, 'verified', 'Idcardia V. Legal'),
    identity(`${prefix}-pending`, 'pending', null),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
  actAs(support);
});

/** The card of `name` among the search results for "idcardia". */
async function cardOf(name: string) {
  renderScreen(<UserManagementPage />, { user: support, path });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'idcardia');
  const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });
  return within(within(results).getByRole('listitem', { name }));
}

describe('UserIdentity', () => {
  it('should show a verified identity, its legal name and when, with no resend', async () => {
    const card = await cardOf('Idcardia Verified');
    expect(
      await card.findByText(words.identityStatusVerified, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(card.getByText(words.identityVerifiedAs('Idcardia V. Legal'))).toBeVisible();
    expect(card.getByText(/Nov 20, 2026/)).toBeVisible();
    expect(card.queryByRole('button', { name: words.identityResend })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a creator who never started, and let support resend the link', async () => {
    callMock.mockResolvedValue({ userId: `${prefix}-never`, sent: true });
    const card = await cardOf('Idcardia Never');
    expect(
      await card.findByText(words.identityNeverStarted, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: words.identityResend }));
    expect(
      await screen.findByText(words.identityResent(`${prefix}-never@idcard.example.com`)),
    ).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.resendIdentityLink, {
      userId: `${prefix}-never`,
    });
  });

  it('should show a check in progress with Resend identity link', async () => {
    const card = await cardOf('Idcardia Pending');
    expect(
      await card.findByText(words.identityStatusPending, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(card.getByRole('button', { name: words.identityResend })).toBeEnabled();
  });
});
