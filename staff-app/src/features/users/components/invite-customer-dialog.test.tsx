// Invite customer against the emulator under the real rules (the organisation choices are read as
// the admin): the button is an admin's, never support's; what is missing is said by its field and
// nothing is sent; an existing organisation is sent by id, a new one by name; one request at a
// time; a refusal stays in the dialog with what was typed; Escape closes and keeps the draft. The
// callable is stood in for (functions/test runs the real inviteCustomer).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { invitationMessages as words } from '@groundtruth/domain/invitation-messages';
import { messages } from '@groundtruth/domain/messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { InviteCustomerButton } from './invite-customer-button';
import UserManagementPage from './user-management-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

const prefix = 'inv';
const path = '/dashboard/users';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ivo Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Ivy Support' };
const created = Timestamp.fromDate(new Date('2300-01-01T00:00:00Z'));
const organizations = [
  { id: `${prefix}-orbit`, name: 'Orbit Data' },
  { id: `${prefix}-lumen`, name: 'Lumen AI' },
];

beforeAll(async () => {
  const owner = testFirestore('owner');
  await Promise.all([
    ...organizations.map(({ id, name }) =>
      setDoc(doc(owner, `organizations/${id}`), { name, created_at: created }),
    ),
    ...[admin, support].map(({ uid, role, name }) =>
      setDoc(doc(owner, `users/${uid}`), {
        name,
        email: `${uid}@inv.example.com`,
        role,
        status: 'active',
        created_at: created,
      }),
    ),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
});

/** Opens the dialog as the admin; returns queries within it once the choices are read. */
async function openDialog() {
  actAs(admin);
  renderScreen(<InviteCustomerButton />, { user: admin, path });
  await userEvent.click(screen.getByRole('button', { name: words.inviteCustomer }));
  const dialog = within(await screen.findByRole('dialog', { name: words.inviteCustomer }));
  await dialog.findByRole('option', { name: 'Orbit Data' });
  return dialog;
}

const email = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${words.emailLabel}`) });
const organization = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('combobox', { name: new RegExp(`^${words.organizationLabel}`) });
const send = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: words.sendInvitation });

describe('Invite customer', () => {
  it('should be offered to an admin on the Users screen, and not to support', async () => {
    actAs(support);
    const { unmount } = renderScreen(<UserManagementPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('button', { name: words.inviteCustomer })).not.toBeInTheDocument();
    unmount();

    actAs(admin);
    renderScreen(<UserManagementPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByRole('button', { name: words.inviteCustomer })).toBeVisible();
  });

  it('should say by each field what is missing, and send nothing', async () => {
    const dialog = await openDialog();
    expect(
      within(organization(dialog))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([words.chooseOrganization, 'Lumen AI', 'Orbit Data', words.newOrganization]);
    await userEvent.click(send(dialog));
    expect(email(dialog)).toHaveAccessibleDescription(words.emailRequired);
    expect(organization(dialog)).toHaveAccessibleDescription(words.organizationRequired);

    await userEvent.type(email(dialog), 'not-an-address');
    await userEvent.selectOptions(organization(dialog), words.newOrganization);
    const name = dialog.getByRole('textbox', {
      name: new RegExp(`^${words.organizationNameLabel}`),
    });
    await userEvent.click(send(dialog));
    expect(email(dialog)).toHaveAccessibleDescription(messages.emailFormat);
    expect(name).toHaveAccessibleDescription(words.organizationNameRequired);
    expect(callMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('should invite into an existing organisation by its id, say so and close', async () => {
    callMock.mockResolvedValue({ invitationId: 'x', organizationId: `${prefix}-lumen` });
    const dialog = await openDialog();
    await userEvent.type(email(dialog), 'Dana@Lumen.example.com');
    await userEvent.selectOptions(organization(dialog), 'Lumen AI');
    expect(
      dialog.queryByRole('textbox', { name: new RegExp(`^${words.organizationNameLabel}`) }),
    ).not.toBeInTheDocument();
    await userEvent.click(send(dialog));
    expect(await screen.findByText(words.invitationSent('Dana@Lumen.example.com'))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledExactlyOnceWith(callables.inviteCustomer, {
      email: 'Dana@Lumen.example.com',
      organizationId: `${prefix}-lumen`,
    });
  });

  it('should invite into a new organisation by its name, one request at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    callMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = await openDialog();
    await userEvent.type(email(dialog), 'lee@newco.example.com');
    await userEvent.selectOptions(organization(dialog), words.newOrganization);
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${words.organizationNameLabel}`) }),
      '  NewCo Robotics ',
    );
    await userEvent.click(send(dialog));
    // While it is under way: no second request, and Escape does not close the dialog.
    expect(send(dialog)).toBeDisabled();
    await userEvent.click(send(dialog));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: words.inviteCustomer })).toBeVisible();
    expect(callMock).toHaveBeenCalledExactlyOnceWith(callables.inviteCustomer, {
      email: 'lee@newco.example.com',
      organizationName: 'NewCo Robotics',
    });
    answer({ invitationId: 'y', organizationId: 'new-org' });
    expect(await screen.findByText(words.invitationSent('lee@newco.example.com'))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show a refusal in the dialog and keep what was typed', async () => {
    const dialog = await openDialog();
    await userEvent.type(email(dialog), 'olu@orbit.example.com');
    await userEvent.selectOptions(organization(dialog), 'Orbit Data');

    // About the address: said by its field.
    callMock.mockRejectedValueOnce(
      Object.assign(new Error(`${words.alreadyHasAccount} [409]`), {
        code: 'functions/already-exists',
      }),
    );
    await userEvent.click(send(dialog));
    await vi.waitFor(() =>
      expect(email(dialog)).toHaveAccessibleDescription(words.alreadyHasAccount),
    );

    // Any other: above the form.
    callMock.mockRejectedValueOnce(
      Object.assign(new Error('Only admins can invite customers [403]'), {
        code: 'functions/permission-denied',
      }),
    );
    await userEvent.click(send(dialog));
    expect(await dialog.findByText('Only admins can invite customers')).toBeVisible();
    expect(screen.getByRole('dialog', { name: words.inviteCustomer })).toBeVisible();
    expect(email(dialog)).toHaveValue('olu@orbit.example.com');
    expect(organization(dialog)).toHaveValue(`${prefix}-orbit`);
    expect(send(dialog)).toBeEnabled();
    expect(callMock).toHaveBeenCalledTimes(2);
  });

  it('should close on Escape and keep the draft for the next opening', async () => {
    const dialog = await openDialog();
    await userEvent.type(email(dialog), 'kept@draft.example.com');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words.inviteCustomer }));
    const again = within(await screen.findByRole('dialog', { name: words.inviteCustomer }));
    expect(email(again)).toHaveValue('kept@draft.example.com');
    expect(callMock).not.toHaveBeenCalled();
  });
});
