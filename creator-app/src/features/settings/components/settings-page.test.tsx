// Settings against the emulator under the real rules: the stored profile shown, preferences
// saved to creator_profiles directly, the one-path minimum, and a load failure. The name is
// saved by a callable, which the journeys test (no Functions emulator here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { call } from '@groundtruth/firebase-web/functions';
import { unpaidBalance } from '@groundtruth/domain/testing/creator-balances';
import { messages } from '@groundtruth/domain/messages';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { SettingsPage } from './settings-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
// deleteMyAccount is a Cloud Function, not running here (its refusals are the functions' tests).
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const prefix = 'stg';
let owner: Firestore;

async function seedCreator(uid: string, status = 'active') {
  await setDoc(doc(owner, `users/${uid}`), {
    name: 'Maya Lopez',
    email: `${uid}@example.com`,
    role: 'creator',
    status,
    created_at: Timestamp.now(),
  });
  await setDoc(doc(owner, `creator_profiles/${uid}`), {
    user_id: uid,
    chosen_paths: ['video', 'voice'],
    locales: { country: 'United States', language: 'English' },
    notify_email: true,
    notify_push: false,
    onboarding_complete: true,
  });
}

const creator = (name: string) => ({ uid: `${prefix}-${name}`, role: 'creator' as const });

/** The creator's one PayPal method, their default, as addPayoutAccount leaves it. */
async function seedAccount(uid: string, { verified }: { verified: boolean }) {
  await setDoc(doc(owner, `payout_accounts/${uid}_paypal`), {
    user_id: uid,
    provider: 'paypal',
    provider_account_id: `${uid}@example.com`,
    verified,
    is_default: true,
    created_at: Timestamp.now(),
  });
}

beforeAll(() => {
  owner = testFirestore('owner');
});
afterAll(closeTestClients);

async function renderSettings(user: { uid: string; role: 'creator' }) {
  actAs(user);
  const view = renderScreen(<SettingsPage />, { user, path: '/dashboard/settings' });
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  return view;
}

describe('Settings', () => {
  it('should show the stored name, locales, notifications and paths, with nothing to save', async () => {
    const maya = creator('shown');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    expect(await screen.findByLabelText('Full name')).toHaveValue('Maya Lopez');
    expect(screen.getByText(`Signed in as ${maya.uid}@example.com`)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    // Stored as the label 'English' before the codes: shown as its code.
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Email notifications/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Push notifications/ })).not.toBeChecked();
    const paths = screen.getByRole('group', { name: 'What you create' });
    expect(within(paths).getByRole('checkbox', { name: 'Create Videos' })).toBeChecked();
    expect(within(paths).getByRole('checkbox', { name: 'Record Voice' })).toBeChecked();
    expect(within(paths).getByRole('checkbox', { name: 'Classroom Teaching' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
  });

  it('should save country, language, notifications and paths to the profile', async () => {
    const maya = creator('saves');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    const save = await screen.findByRole('button', { name: 'Save settings' });
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Swahili');
    // Not a language of Groundtruth's yet: the choice says the screens stay English.
    expect(
      screen.getByText(
        'Groundtruth is not in Swahili yet: your screens and e-mails stay in English for now.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Email notifications/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Push notifications/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create Videos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Classroom Teaching' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);

    const notes = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(notes).findByText('Settings saved')).toBeInTheDocument();
    const stored = (await getDoc(doc(owner, `creator_profiles/${maya.uid}`))).data();
    expect(stored).toEqual({
      user_id: maya.uid,
      chosen_paths: ['voice', 'teaching'],
      locales: { country: 'Kenya', language: 'sw' },
      notify_email: false,
      notify_push: true,
      onboarding_complete: true,
      // Never chosen: saved as what it meant, the default.
      new_task_emails: 'daily',
    });
    // Saved: the form matches what is stored, so there is nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled(),
    );
  });

  it('should offer new-task e-mails as a radio group, daily digest by default, by keyboard', async () => {
    const maya = creator('new-task-emails');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    const group = await screen.findByRole('group', { name: 'New-task e-mails' });
    expect(group).toHaveAccessibleDescription(/you see it in the bell/);
    const daily = within(group).getByRole('radio', { name: 'Daily digest' });
    expect(daily).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'As they come' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);

    // Arrow keys move the choice within the group, as in any radio group.
    daily.focus();
    await userEvent.keyboard('{ArrowDown}');
    const off = within(group).getByRole('radio', { name: 'Off' });
    expect(off).toBeChecked();
    expect(off).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(async () =>
      expect(
        (await getDoc(doc(owner, `creator_profiles/${maya.uid}`))).get('new_task_emails'),
      ).toBe('off'),
    );

    // With e-mail notifications off, the group says no new-task e-mail is sent. The form is
    // drawn afresh from what is stored once the save is read back, which "Settings saved"
    // follows: a click before that would land on the form about to be replaced.
    const notes = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(notes).findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Email notifications/ }));
    expect(screen.getByRole('group', { name: 'New-task e-mails' })).toHaveAccessibleDescription(
      'E-mail notifications are off, so no new-task e-mails are sent.',
    );
  });

  it('should refuse to save without a path', async () => {
    const maya = creator('no-path');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Create Videos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Record Voice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('Please select at least one path')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one path');
    const stored = (await getDoc(doc(owner, `creator_profiles/${maya.uid}`))).data();
    expect(stored?.chosen_paths).toEqual(['video', 'voice']);

    // Choosing one again clears the error and allows the save.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Photography/Images' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('should ask for a name before saving an empty one', async () => {
    const maya = creator('empty-name');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('should offer the data download and ask for the e-mail before deleting the account', async () => {
    const maya = creator('your-data');
    await seedCreator(maya.uid);
    await renderSettings(maya);
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // What stays is said before anything is deleted.
    expect(dialog).toHaveAccessibleDescription(
      /Approved work stays with Groundtruth under the licence/,
    );
    const confirm = within(dialog).getByLabelText(
      new RegExp(`^Type ${maya.uid}@example\\.com to confirm`),
    );
    await userEvent.type(confirm, 'someone@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(confirm).toHaveAccessibleDescription(/Type your e-mail address exactly as shown/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = (await getDoc(doc(owner, `users/${maya.uid}`))).data();
    expect(stored?.status).toBe('active');
  });

  it('should say plainly that money without a verified method cannot be paid and is given up, taking the amount as shown', async () => {
    const kim = creator('forfeit');
    await seedCreator(kim.uid);
    // As a failed payout leaves it: $12.00 approved, neither sent nor on its way.
    await setDoc(
      doc(owner, `creator_balances/${kim.uid}`),
      unpaidBalance(kim.uid, 1200, Timestamp.now()),
    );
    // A default method its provider has not verified cannot be paid to.
    await seedAccount(kim.uid, { verified: false });
    vi.mocked(call).mockReset();
    await renderSettings(kim);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(messages.deleteAccountForfeitTitle);
    expect(alert).toHaveTextContent(
      '$12.00 you earned has not been paid out, and it cannot be: you have no verified default payment method to pay it to. Deleting your account now gives it up for good.',
    );
    // No advice that cannot be followed: a payout request under $50 is refused.
    expect(alert).not.toHaveTextContent(/request a payout/);
    const amount = dialog.getByLabelText(/^Type \$12\.00 to confirm you give it up/);
    expect(amount).not.toHaveAccessibleName(/exactly/);
    await userEvent.type(
      dialog.getByLabelText(new RegExp(`^Type ${kim.uid}@example\\.com to confirm`)),
      `${kim.uid}@example.com`,
    );
    await userEvent.type(amount, '11.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(amount).toHaveAccessibleDescription(messages.deleteAccountForfeitMismatch('$12.00'));
    expect(call).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    // What the label shows is taken as it is.
    await userEvent.clear(amount);
    await userEvent.type(amount, '$12.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'deleteMyAccount' }), {
        confirmEmail: `${kim.uid}@example.com`,
        forfeitCents: 1200,
      }),
    );
  });

  it('should offer to pay the whole balance to the verified default method as the account is deleted, whatever the minimum', async () => {
    const lee = creator('pay-out');
    await seedCreator(lee.uid);
    await setDoc(
      doc(owner, `creator_balances/${lee.uid}`),
      unpaidBalance(lee.uid, 1200, Timestamp.now()),
    );
    await seedAccount(lee.uid, { verified: true });
    vi.mocked(call).mockReset();
    await renderSettings(lee);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const offer = await dialog.findByRole('status');
    expect(offer).toHaveTextContent(payoutMessages.deleteAccountPayOutTitle);
    expect(offer).toHaveTextContent(
      payoutMessages.deleteAccountPayOut('$12.00', `PayPal account ${lee.uid}@example.com`),
    );
    // Nothing is given up: no amount to type.
    expect(dialog.queryByLabelText(/to confirm you give it up/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(
      dialog.getByLabelText(new RegExp(`^Type ${lee.uid}@example\\.com to confirm`)),
      `${lee.uid}@example.com`,
    );
    // The server may still refuse to pay (here: no tax form): then the money can only be given up.
    const refusal = 'You have no tax form on file: sign one under Payments → Tax and identity.';
    vi.mocked(call).mockRejectedValueOnce(
      Object.assign(new Error(refusal), { code: 'functions/failed-precondition' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Pay out $12.00 and delete' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'deleteMyAccount' }), {
        confirmEmail: `${lee.uid}@example.com`,
        payOutCents: 1200,
      }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      payoutMessages.deleteAccountPayOutRefused('$12.00', refusal),
    );
    await userEvent.type(dialog.getByLabelText(/^Type \$12\.00 to confirm you give it up/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'deleteMyAccount' }), {
        confirmEmail: `${lee.uid}@example.com`,
        forfeitCents: 1200,
      }),
    );
  });

  it('should report a load failure with a notification and Retry', async () => {
    const gone = creator('suspended');
    await seedCreator(gone.uid, 'suspended');
    await renderSettings(gone);
    const errors = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('Failed to load settings')).toBeInTheDocument();

    await updateDoc(doc(owner, `users/${gone.uid}`), { status: 'active' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Maya Lopez');
  });
});
