// User Management against the emulator under the real rules: users newest first with role,
// status and join date, pagination, the name / e-mail prefix search, what support and an
// admin's own card offer, Change Role and Suspend / Activate, and a load failure. The callables
// are stood in for here (what the screen sends, what it says after, a refusal's own message);
// the journeys (e2e/tests/staff-users.spec.ts) run the real ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { nameFields } from '@groundtruth/domain/name-search';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
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

// The file's own project holds only these users. Joined "in the future", so they stay the
// newest, in this order, whatever a test adds.
const prefix = 'umg';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const path = '/dashboard/users';
let owner: Firestore;

function person(uid: string, name: string, role: string, status: string, second: number) {
  return {
    uid,
    doc: {
      ...nameFields(name),
      email: `${uid}@umg.example.com`,
      role,
      status,
      created_at: at(`2300-01-01T00:00:${String(second).padStart(2, '0')}Z`),
    },
  };
}

const people = [
  person(`${prefix}-admin`, 'Umgaard Admin', 'admin', 'active', 59),
  person(`${prefix}-support`, 'Umgaard Support', 'support', 'active', 58),
  person(`${prefix}-quentin`, 'Quentin Umgbe', 'creator', 'suspended', 57),
  {
    ...person(`${prefix}-zora`, 'Zora Umgwane', 'creator', 'active', 56),
    verified: true,
  },
  person(`${prefix}-olga`, 'Olga Buyer', 'customer', 'active', 55),
  ...Array.from({ length: 20 }, (_, n) =>
    person(`${prefix}-filler-${n}`, `Filler ${n}`, 'creator', 'active', n),
  ),
];
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Umgaard Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Umgaard Support' };
const creator = { uid: `${prefix}-zora`, role: 'creator' as const, name: 'Zora Umgwane' };

beforeAll(async () => {
  owner = testFirestore('owner');
  await Promise.all(
    people.map(({ uid, doc: data, ...rest }) =>
      setDoc(doc(owner, `users/${uid}`), {
        ...data,
        email_verified: 'verified' in rest && rest.verified,
      }),
    ),
  );
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
});

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const shownNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('UserManagementPage', () => {
  it('should list users newest first with e-mail, role, status and join date', async () => {
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    expect(screen.getByText('Loading users')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(shownNames(list).slice(0, 4)).toEqual([
      'Umgaard Admin',
      'Umgaard Support',
      'Quentin Umgbe',
      'Zora Umgwane',
    ]);
    expect(shownNames(list)).toHaveLength(20);

    const quentin = card('Quentin Umgbe');
    expect(quentin.getByText(`${prefix}-quentin@umg.example.com`)).toBeVisible();
    expect(quentin.getByText('Creator')).toBeVisible();
    expect(quentin.getByText('Suspended')).toBeVisible();
    expect(quentin.getByText('Jan 1, 2300')).toBeVisible();
    expect(quentin.getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(quentin.getByRole('button', { name: 'Change Role' })).toBeEnabled();
    expect(card('Zora Umgwane').getByRole('button', { name: 'Suspend' })).toBeEnabled();
    expect(card('Umgaard Support').getByText('Support')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Filler 3')).toBeVisible();
  });

  it("should show a customer's role without Change Role: customers are invited to an organisation", async () => {
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    const olga = card('Olga Buyer');
    expect(olga.getByText('Customer')).toBeVisible();
    expect(olga.queryByRole('button', { name: 'Change Role' })).not.toBeInTheDocument();
    expect(olga.getByRole('button', { name: 'Suspend' })).toBeEnabled();
  });

  it("should disable the actions on an admin's own card, with the reason", async () => {
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    const mine = card('Umgaard Admin');
    for (const name of ['Change Role', 'Suspend']) {
      const button = mine.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You cannot change your own role or status');
    }
    expect(screen.queryByText('Only admins can change roles and statuses')).not.toBeInTheDocument();
  });

  it('should show support every action disabled, with the reason', async () => {
    actAs(support);
    renderScreen(<UserManagementPage />, { user: support, path });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByText('Only admins can change roles and statuses')).toBeVisible();
    // Resending a verification e-mail is support's to do; the rest is the admin's.
    // A creator's qualifications are support's too (grant and revoke), and messaging them.
    const buttons = within(list)
      .getAllByRole('button')
      .filter(
        (button) =>
          !['Resend verification', 'Qualifications and track record', 'Message'].includes(
            button.textContent ?? '',
          ),
      );
    // Change Role and Suspend on each of the 20 cards but the customer's, who has no Change Role.
    expect(buttons.length).toBeGreaterThanOrEqual(39);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Only admins can change roles and statuses');
    }
  });

  it('should let support message a creator from their card and open the conversation', async () => {
    actAs(support);
    callMock.mockResolvedValue({ threadId: 'umg-thread', created: true });
    const { currentUrl } = renderScreen(<UserManagementPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Users' });
    expect(card('Umgaard Admin').queryByRole('button', { name: 'Message' })).toBeNull();
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Zora Umgwane' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Your release');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Please sign.');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(callables.startThread, {
        subject: 'Your release',
        text: 'Please sign.',
        creatorId: `${prefix}-zora`,
        requestId: expect.any(String),
      }),
    );
    await vi.waitFor(() =>
      expect(currentUrl()).toBe('/dashboard/admin/messages?thread=umg-thread'),
    );
  });

  it('should find users by the start of any word of their name or of their e-mail, in either case', async () => {
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    const search = screen.getByRole('searchbox', { name: 'Search users' });

    await userEvent.type(search, 'ZORA u');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await within(results).findByText('Zora Umgwane');
    expect(shownNames(results)).toEqual(['Zora Umgwane']);

    await userEvent.clear(search);
    await userEvent.type(search, `${prefix}-Q`);
    await within(results).findByText('Quentin Umgbe');
    expect(shownNames(screen.getByRole('list', { name: 'Search results' }))).toEqual([
      'Quentin Umgbe',
    ]);

    // A name prefix only: "umgaard" starts two names and no e-mail (those start with "umg-").
    await userEvent.clear(search);
    await userEvent.type(search, 'umgaard');
    await within(screen.getByRole('list', { name: 'Search results' })).findByText('Umgaard Admin');
    expect(shownNames(screen.getByRole('list', { name: 'Search results' })).sort()).toEqual([
      'Umgaard Admin',
      'Umgaard Support',
    ]);

    // The start of any word of the name: a family name finds its person.
    await userEvent.clear(search);
    await userEvent.type(search, 'umgbe');
    await within(screen.getByRole('list', { name: 'Search results' })).findByText('Quentin Umgbe');
    expect(shownNames(screen.getByRole('list', { name: 'Search results' }))).toEqual([
      'Quentin Umgbe',
    ]);

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-by-this-name');
    expect(await screen.findByText('No users found')).toBeVisible();

    await userEvent.clear(search);
    expect(await screen.findByRole('list', { name: 'Users' })).toBeVisible();
  });

  it('should offer Creator, Admin and Support in Change Role, starting at the current role', async () => {
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Change Role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Role' }));
    const role = dialog.getByLabelText('Role');
    expect(role).toHaveValue('creator');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Creator', 'Admin', 'Support']);
    expect(dialog.getByRole('button', { name: 'Update Role' })).toBeDisabled();
    await userEvent.selectOptions(role, 'Support');
    expect(dialog.getByRole('button', { name: 'Update Role' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should change a role through setUserRole, then say so and close the dialog', async () => {
    callMock.mockResolvedValue({ changed: true });
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Change Role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Role' }));
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Support');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('User role updated')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(callables.setUserRole, {
      userId: `${prefix}-zora`,
      role: 'support',
    });
  });

  it("should award a bonus from a creator's card, one request id however often it is sent", async () => {
    callMock
      .mockRejectedValueOnce(new Error('The network is down [503]'))
      .mockResolvedValueOnce({ payoutId: 'bonus_x', amountCents: 2550, created: true });
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    // Creators only: staff get no bonuses.
    expect(
      card('Umgaard Support').queryByRole('button', { name: 'Award Bonus' }),
    ).not.toBeInTheDocument();
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Award Bonus' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Award Bonus' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus' }));
    expect(dialog.getByLabelText(/^Amount \(USD\)/)).toHaveAccessibleDescription(
      bonusMessages.bonusAmountInvalid,
    );
    expect(dialog.getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining(bonusMessages.bonusReasonRequired),
    );
    expect(callMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/^Amount \(USD\)/), '25.50');
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Outstanding night-time footage');
    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus' }));
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('The network is down')).toBeVisible();
    // Sent again after a failure: the same request, so the server awards it at most once.
    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus' }));
    expect(await screen.findByText('Bonus of $25.50 awarded to Zora Umgwane')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledTimes(2);
    const [first, second] = callMock.mock.calls.map(([, input]) => input as { requestId: string });
    expect(first).toEqual({
      creatorId: `${prefix}-zora`,
      amountCents: 2550,
      reason: 'Outstanding night-time footage',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
    });
    expect(second).toEqual(first);
    expect(callMock.mock.calls[0]![0]).toBe(callables.awardBonus);
  });

  it('should show a refused bonus in words, without the name of the field', async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error(`${bonusMessages.bonusOverCeiling('$600.00', '$500.00')} [400]`), {
        code: 'functions/invalid-argument',
      }),
    );
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Award Bonus' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Award Bonus' }));
    await userEvent.type(dialog.getByLabelText(/^Amount \(USD\)/), '600');
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'A month of excellent footage');
    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus' }));
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(
      await within(errors).findByText(
        '$600.00 is more than the largest bonus allowed, $500.00 (Platform Settings)',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/amountCents/)).not.toBeInTheDocument();
  });

  it("should show the function's own message when it refuses a role change", async () => {
    callMock.mockRejectedValue(new Error('The last admin cannot be demoted [400]'));
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(card('Quentin Umgbe').getByRole('button', { name: 'Change Role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Role' }));
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Role' }));
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('The last admin cannot be demoted')).toBeVisible();
    // The dialog stays, so the admin can pick again or cancel.
    expect(screen.getByRole('dialog', { name: 'Change Role' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Update Role' })).toBeEnabled();
  });

  it('should show whether each address is verified, and let support resend verification', async () => {
    callMock.mockResolvedValue({ userId: `${prefix}-quentin`, sent: true });
    actAs(support);
    renderScreen(<UserManagementPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Users' });
    expect(card('Zora Umgwane').getByText('Email verified')).toBeVisible();
    expect(
      card('Zora Umgwane').queryByRole('button', { name: 'Resend verification' }),
    ).not.toBeInTheDocument();
    const quentin = card('Quentin Umgbe');
    expect(quentin.getByText('Email not verified')).toBeVisible();
    await userEvent.click(quentin.getByRole('button', { name: 'Resend verification' }));
    expect(
      await screen.findByText(
        staffMessages.verificationResent(`${prefix}-quentin@umg.example.com`),
      ),
    ).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.resendVerificationEmail, {
      userId: `${prefix}-quentin`,
    });
  });

  it('should suspend an active user and activate a suspended one through setUserStatus', async () => {
    callMock.mockResolvedValue({ changed: true });
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });

    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Suspend' }));
    // Suspending signs the person out: nothing changes until the confirmation says so.
    const confirm = screen.getByRole('dialog', { name: staffMessages.confirmSuspendUserTitle });
    expect(confirm).toHaveAccessibleDescription(staffMessages.confirmSuspendUser);
    expect(callMock).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User suspended')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.setUserStatus, {
      userId: `${prefix}-zora`,
      status: 'suspended',
    });

    await userEvent.click(card('Quentin Umgbe').getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('User active')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.setUserStatus, {
      userId: `${prefix}-quentin`,
      status: 'active',
    });
  });

  it("should show the function's own message when it refuses a status change", async () => {
    callMock.mockRejectedValue(new Error('You cannot suspend or activate your own account [400]'));
    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(card('Zora Umgwane').getByRole('button', { name: 'Suspend' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: staffMessages.confirmSuspendUserTitle })).getByRole(
        'button',
        { name: 'Suspend' },
      ),
    );
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(
      await within(errors).findByText('You cannot suspend or activate your own account'),
    ).toBeVisible();
  });

  it('should report a failed load with an error notification and a Retry', async () => {
    // A creator's token cannot list users: the rules refuse, as any failed read would.
    actAs(creator);
    renderScreen(<UserManagementPage />, { user: { ...creator, role: 'admin' }, path });
    const notifications = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(notifications).findByText('Failed to load users')).toBeVisible();
    const alert = screen
      .getByRole('button', { name: 'Retry' })
      .closest<HTMLElement>('[role="alert"]');
    expect(within(alert!).getByText('Failed to load users')).toBeVisible();
  });
});
