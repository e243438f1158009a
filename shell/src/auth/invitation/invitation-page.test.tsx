import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { invitationMessages } from '@groundtruth/domain/invitation-messages';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { Providers } from '../../app/providers';
import InvitationPage from './invitation-page';
import { acceptInvitation } from './accept-invitation';
import { readInvitation } from './read-invitation';

// The callables are the functions suite's (customer-invitations.test.ts); here, the page's own
// behaviour: what it shows of the link, its fields and their errors, and where it goes.
vi.mock('./read-invitation', () => ({ readInvitation: vi.fn() }));
vi.mock('./accept-invitation', () => ({ acceptInvitation: vi.fn() }));

const TOKEN = 'a-token-of-the-link-made-of-43-characters-x';
const invitation = {
  email: 'iris@initech.example',
  organizationName: 'Initech Vision',
  expiresAt: '2030-01-08T00:00:00.000Z',
};

/** A refusal as the Functions SDK throws it. */
const refusal = (code: string, message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}` });

function renderPage(search = `?token=${TOKEN}`) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/invitation${search}`]}>
        <Routes>
          <Route path="/invitation" element={<InvitationPage />} />
          <Route path="/dashboard" element={<p>Customer overview</p>} />
          <Route path="/auth/login" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const form = () => screen.findByRole('form', { name: invitationMessages.createAccount });
const createAccount = () =>
  userEvent.click(screen.getByRole('button', { name: invitationMessages.createAccount }));

describe('InvitationPage', () => {
  beforeEach(() => {
    vi.mocked(readInvitation).mockReset().mockResolvedValue(invitation);
    vi.mocked(acceptInvitation).mockReset().mockResolvedValue(undefined);
    // The session starts Auth, which has no config here (as on the sign-up page's test).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('should say it is loading the invitation, then what it invites to', async () => {
    let answer!: (value: typeof invitation) => void;
    vi.mocked(readInvitation).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(invitationMessages.loadingInvitation);
    expect(readInvitation).toHaveBeenCalledWith(TOKEN);
    answer(invitation);
    expect(
      await screen.findByText(
        invitationMessages.pageIntro('iris@initech.example', 'Initech Vision'),
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: invitationMessages.pageTitle }),
    ).toBeVisible();
    // The account's address is the invitation's: shown, not typed.
    expect(screen.getByLabelText(/Email/)).toHaveValue('iris@initech.example');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['not valid', refusal('not-found', invitationMessages.invalid), invitationMessages.invalid],
    [
      'expired',
      refusal('failed-precondition', invitationMessages.expired),
      invitationMessages.expired,
    ],
    ['used', refusal('failed-precondition', invitationMessages.used), invitationMessages.used],
    [
      'cut short',
      refusal('invalid-argument', 'token: is not a valid invitation'),
      invitationMessages.invalid,
    ],
  ])(
    'should say a link that is %s no longer works, with the way to sign in',
    async (_, error, words) => {
      vi.mocked(readInvitation).mockRejectedValue(error);
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    },
  );

  it('should call a link without a token not valid, without asking', async () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(invitationMessages.invalid);
    expect(readInvitation).not.toHaveBeenCalled();
  });

  it('should say each missing answer at its field, focus the first, and make no account', async () => {
    renderPage();
    await form();
    await createAccount();
    const name = screen.getByLabelText(/Full name/);
    const password = screen.getByLabelText(/^Password/);
    const terms = screen.getByRole('checkbox', { name: messages.termsLabel });
    const adult = screen.getByRole('checkbox', { name: messages.adultLabel });
    expect(name).toHaveAccessibleDescription(messages.nameRequired);
    expect(name).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooShort),
    );
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(
      expect.stringContaining(messages.signupTermsRequired),
    );
    expect(adult).toHaveAccessibleDescription(messages.signupAdultRequired);
    expect(acceptInvitation).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    // Each error goes when its field changes, not before.
    await userEvent.type(name, 'Iris');
    expect(name).not.toHaveAccessibleDescription(messages.nameRequired);
    expect(adult).toHaveAccessibleDescription(messages.signupAdultRequired);
    await userEvent.click(adult);
    expect(adult).not.toHaveAttribute('aria-invalid');
    await userEvent.type(password, 'Sunshine1');
    await createAccount();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooCommon),
    );
    expect(password).toHaveFocus();
    expect(acceptInvitation).not.toHaveBeenCalled();
  });

  it('should make the account from the keyboard alone and open the customer overview', async () => {
    renderPage();
    await form();
    await userEvent.click(screen.getByLabelText(/Full name/));
    await userEvent.keyboard('Iris Invited');
    await userEvent.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('analytical-engine');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: messages.termsLabel })).toHaveFocus();
    await userEvent.keyboard(' ');
    // The terms' two links, then the age.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: messages.adultLabel })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: invitationMessages.createAccount })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Customer overview')).toBeVisible();
    expect(acceptInvitation).toHaveBeenCalledWith({
      token: TOKEN,
      name: 'Iris Invited',
      password: 'analytical-engine',
    });
  });

  it('should show the link refused when it was used meanwhile, and a refused field at the field', async () => {
    vi.mocked(acceptInvitation).mockRejectedValueOnce(
      refusal('invalid-argument', `termsVersion: ${serverMessages.signupTermsChanged}`),
    );
    renderPage();
    await form();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Iris Invited');
    await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
    const terms = screen.getByRole('checkbox', { name: messages.termsLabel });
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('checkbox', { name: messages.adultLabel }));
    await createAccount();
    expect(terms).toHaveAccessibleDescription(
      expect.stringContaining(serverMessages.signupTermsChanged),
    );

    vi.mocked(acceptInvitation).mockRejectedValueOnce(
      refusal('failed-precondition', invitationMessages.used),
    );
    await createAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.used);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText('Customer overview')).not.toBeInTheDocument();
  });

  it('should tell any other failure in a notification, keeping the answers', async () => {
    vi.mocked(acceptInvitation).mockRejectedValueOnce(
      Object.assign(new Error('Failed to fetch'), { code: 'auth/network-request-failed' }),
    );
    renderPage();
    await form();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Iris Invited');
    await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
    await userEvent.click(screen.getByRole('checkbox', { name: messages.termsLabel }));
    await userEvent.click(screen.getByRole('checkbox', { name: messages.adultLabel }));
    await createAccount();
    const toasts = within(await screen.findByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(/connect/i)).toBeVisible();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Iris Invited');
  });
});
