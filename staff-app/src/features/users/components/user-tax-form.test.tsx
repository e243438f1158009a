// A creator's tax form on their user card, against the emulator under the real rules: which
// form, signed and until when, never its number; and the admin's Accept name mismatch with what
// acceptNameMismatch receives. The callable is stood in for; the functions tests
// (functions/test/money-gate.test.ts) run the real one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { nameFields } from '@groundtruth/domain/name-search';
import { taxMessages } from '@groundtruth/domain/tax-messages';
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

const prefix = 'tax-card';
const old = Timestamp.fromDate(new Date('2001-02-03T00:00:00Z'));
const signed = Timestamp.fromDate(new Date('2026-03-15T12:00:00Z'));
const path = '/dashboard/users';
const staffOf = (role: 'support' | 'admin') => ({
  uid: `${prefix}-${role}`,
  role,
  name: `Taxcard ${role}`,
});
let owner: Firestore;

const account = (uid: string, name: string, role: string) =>
  setDoc(doc(owner, `users/${uid}`), {
    ...nameFields(name),
    email: `${uid}@taxcard.example.com`,
    email_verified: true,
    role,
    status: 'active',
    created_at: old,
  });

const taxProfile = (uid: string, legalName: string) =>
  setDoc(doc(owner, `tax_profiles/${uid}`), {
    user_id: uid,
    current_form_id: `${uid}_req`,
    kind: 'w8ben',
    status: 'current',
    legal_name: legalName,
    tin_masked: '••••4567',
    signed_at: signed,
    expires_at: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')),
    reminded: false,
    name_mismatch_accepted: null,
    updated_at: signed,
  });

const verified = (uid: string, name: string) =>
  setDoc(doc(owner, `identity_checks/${uid}`), {
    status: 'verified',
    verified_name: name,
    reason: null,
    updated_at: signed,
    session_id: 'vs_seeded',
    last_event_created: signed.seconds,
    last_event_id: null,
    verified_at: signed,
  });

beforeAll(async () => {
  owner = testFirestore('owner');
  await Promise.all([
    account(staffOf('support').uid, staffOf('support').name, 'support'),
    account(staffOf('admin').uid, staffOf('admin').name, 'admin'),
    account(`${prefix}-differs`, 'Taxcardia Differs', 'creator'),
    account(`${prefix}-none`, 'Taxcardia None', 'creator'),
    taxProfile(`${prefix}-differs`, 'Taxcardia Differs'),
    verified(`${prefix}-differs`, 'Taxcardia D. Legal'),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => callMock.mockReset());

/** The card of `name` among the search results for "taxcardia", as `role`. */
async function cardOf(name: string, role: 'support' | 'admin') {
  const viewer = staffOf(role);
  actAs(viewer);
  renderScreen(<UserManagementPage />, { user: viewer, path });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'taxcardia');
  const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });
  return within(within(results).getByRole('listitem', { name }));
}

describe('UserTaxForm', () => {
  it('should show the form, signed and valid through, never its number; support cannot accept names', async () => {
    const card = await cardOf('Taxcardia Differs', 'support');
    expect(await card.findByText('W-8BEN on file', {}, { timeout: 10_000 })).toBeVisible();
    expect(card.getByText(/^signed/)).toHaveTextContent('signed Mar 15, 2026');
    expect(card.getByText('valid through Dec 31, 2029')).toBeVisible();
    expect(card.queryByText(/4567/)).not.toBeInTheDocument();
    expect(await card.findByText('Names differ')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Accept name mismatch' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('should say when no form is on file', async () => {
    const card = await cardOf('Taxcardia None', 'support');
    expect(await card.findByText('None on file', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('should let an admin accept a name mismatch with a reason', async () => {
    callMock.mockResolvedValue({ userId: `${prefix}-differs` });
    const card = await cardOf('Taxcardia Differs', 'admin');
    await userEvent.click(
      await card.findByRole('button', { name: 'Accept name mismatch' }, { timeout: 10_000 }),
    );
    await userEvent.type(
      card.getByLabelText(/Why these names are one person's/),
      'Middle initial on the passport',
    );
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(taxMessages.nameMismatchAccepted)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.acceptNameMismatch, {
      userId: `${prefix}-differs`,
      reason: 'Middle initial on the passport',
    });
  });
});
