import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Providers } from '../../app/providers';
import SignupPage from './signup-page';
import { createAccount } from './create-account';
import { messages } from '@groundtruth/domain/messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { switchLocale } from '@groundtruth/platform/i18n';
import { LOCALE_KEY } from '@groundtruth/platform/stored-keys';

// The account call is the e2e journey's business; here the wizard's own behaviour is under test.
vi.mock('./create-account', () => ({ createAccount: vi.fn() }));

function renderWizard() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/auth/signup']}>
        <Routes>
          <Route path="/auth/signup" element={<SignupPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const step = (n: number) => screen.getByText(`Step ${n} of 5`);
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
const errorToast = () => within(screen.getByRole('list', { name: 'Error notifications' }));

describe('SignupPage', () => {
  beforeEach(() => {
    vi.mocked(createAccount).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('should stay on step 1 until a path is chosen', async () => {
    renderWizard();
    await cont();
    expect(errorToast().getByText('Please select at least one path')).toBeInTheDocument();
    expect(step(1)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Record Voice' }));
    // Fixed: the earlier error goes at once.
    expect(screen.queryByText('Please select at least one path')).not.toBeInTheDocument();
    await cont();
    expect(step(2)).toBeInTheDocument();
  });

  it('should require name, email and password on step 2 and keep answers when going Back', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create Videos' }));
    await cont();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
    await cont();
    expect(errorToast().getByText('Please fill in all fields')).toBeInTheDocument();
    expect(step(2)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Create Videos' })).toBeChecked();
    await cont();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
  });

  it('should refuse a short or common password, and an e-mail that cannot be one, at their fields', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create Videos' }));
    await cont();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
    const email = screen.getByLabelText(/Email/);
    await userEvent.type(email, 'lena.okafor');
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAccessibleDescription(messages.passwordHint);
    await userEvent.type(password, 'short');
    await cont();
    expect(email).toHaveAccessibleDescription(messages.emailFormat);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooShort),
    );
    // Each error goes when its field changes, not before.
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    expect(email).not.toHaveAccessibleDescription(messages.emailFormat);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooShort),
    );
    await userEvent.clear(password);
    expect(screen.queryByText(messages.passwordTooShort)).not.toBeInTheDocument();
    await userEvent.type(password, 'Sunshine1');
    await cont();
    expect(await screen.findByText(messages.passwordTooCommon)).toBeInTheDocument();
    expect(step(2)).toBeInTheDocument();
    await userEvent.clear(password);
    expect(screen.queryByText(messages.passwordTooCommon)).not.toBeInTheDocument();
    await userEvent.type(password, 'analytical-engine');
    await cont();
    expect(await screen.findByText('Step 3 of 5')).toBeInTheDocument();
  });

  it('should create the account on step 4 and welcome on step 5', async () => {
    vi.mocked(createAccount).mockResolvedValue(undefined);
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Classroom Teaching' }));
    await cont();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'cobol-1959');
    await cont();
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Canada');
    await userEvent.click(screen.getByRole('checkbox', { name: /Push notifications/ }));
    await cont();
    expect(screen.getByText('You can set this up later in your dashboard')).toBeInTheDocument();
    // The step says why there is nothing to do here, and names itself once.
    expect(screen.getByText(messages.payoutWhyLater)).toBeInTheDocument();
    expect(screen.getAllByText('Payout setup')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payout setup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: messages.termsLabel }));
    await userEvent.click(screen.getByRole('checkbox', { name: messages.adultLabel }));
    await cont();

    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        chosenPaths: ['teaching'],
        name: 'Grace Hopper',
        email: 'grace@example.com',
        country: 'Canada',
        notifyEmail: true,
        notifyPush: true,
        acceptsTerms: true,
        confirmsAdult: true,
      }),
    );
    expect(step(5)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('should not create the account until the terms are accepted and the age confirmed on step 4', async () => {
    vi.mocked(createAccount).mockResolvedValue(undefined);
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Record Voice' }));
    await cont();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'analytical-engine');
    await cont();
    await cont();
    const group = within(screen.getByRole('group', { name: 'Terms and age' }));
    const terms = group.getByRole('checkbox', { name: messages.termsLabel });
    const adult = group.getByRole('checkbox', { name: messages.adultLabel });
    expect(group.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(group.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(terms).not.toBeChecked();
    expect(adult).not.toBeChecked();

    await cont();
    expect(errorToast().getByText(messages.signupTermsRequired)).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(step(4)).toBeInTheDocument();
    await userEvent.click(terms);
    await cont();
    expect(errorToast().getByText(messages.signupAdultRequired)).toBeInTheDocument();
    expect(adult).toHaveAttribute('aria-invalid', 'true');
    expect(createAccount).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(adult);
    await cont();
    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({ acceptsTerms: true, confirmsAdult: true }),
    );
    expect(step(5)).toBeInTheDocument();
  });

  it('should bring an address already in use back to step 2, said at the Email field with a way on', async () => {
    vi.mocked(createAccount).mockRejectedValue(
      Object.assign(new Error('The email address is already in use by another account.'), {
        code: 'functions/already-exists',
      }),
    );
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Photography/Images' }));
    await cont();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Taken');
    await userEvent.type(screen.getByLabelText(/Email/), 'taken@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-1');
    await cont();
    await cont();
    await userEvent.click(screen.getByRole('checkbox', { name: messages.termsLabel }));
    await userEvent.click(screen.getByRole('checkbox', { name: messages.adultLabel }));
    await cont();
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('The email address is already in use by another account.'),
    );
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await userEvent.type(email, 'x');
    expect(screen.queryByText(/already in use/)).not.toBeInTheDocument();
  });

  describe('its language links, for a visitor not signed in', () => {
    afterEach(async () => {
      await act(() => switchLocale('en'));
      localStorage.removeItem(LOCALE_KEY);
      document.cookie = 'firebase-language-override=; path=/; max-age=0';
    });

    it('should switch the page to the language followed, and remember it', async () => {
      renderWizard();
      const languages = within(screen.getByRole('navigation', { name: 'Read this page in' }));
      expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await userEvent.click(languages.getByRole('link', { name: 'Español' }));
      expect(await screen.findByText('Paso 1 de 5')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
      expect(document.documentElement.lang).toBe('es');
      expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
      expect(document.cookie).toContain('firebase-language-override=es');
      expect(screen.getByRole('checkbox', { name: 'Grabar voz' })).toBeInTheDocument();
    });

    it("should say the wizard's and createAccount's refusals in the language followed", async () => {
      vi.mocked(createAccount).mockRejectedValue(
        Object.assign(
          new Error(
            'termsVersion: The terms changed while you were signing up. Reload the page and accept the current terms.',
          ),
          { code: 'functions/invalid-argument' },
        ),
      );
      renderWizard();
      await userEvent.click(screen.getByRole('link', { name: 'Español' }));
      expect(await screen.findByText('Paso 1 de 5')).toBeInTheDocument();
      const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      await next();
      expect(await errorToast().findByText('Elige al menos un área')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Grabar voz' }));
      await next();
      await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Lucía');
      await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'lucia');
      await userEvent.type(screen.getByLabelText(/^Contraseña/), 'short');
      await next();
      const email = screen.getByLabelText(/Correo electrónico/);
      expect(email).toHaveAccessibleDescription('Escribe un correo como nombre@ejemplo.com');
      expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
        expect.stringContaining('La contraseña debe tener al menos 8 caracteres'),
      );
      await userEvent.type(email, '@example.com');
      await userEvent.type(screen.getByLabelText(/^Contraseña/), '-and-long');
      await next();
      await next();
      await userEvent.click(screen.getByRole('checkbox', { name: /Acepto los Términos/ }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Tengo 18 años o más' }));
      await next();
      expect(
        await errorToast().findByText(
          'Los términos cambiaron mientras te registrabas. Recarga la página y acepta los términos actuales.',
        ),
      ).toBeInTheDocument();
      // A refusal of a field: the field's words and the check.
      vi.mocked(createAccount).mockRejectedValueOnce(
        Object.assign(new Error('email: must be an e-mail address [400]'), {
          code: 'functions/invalid-argument',
        }),
      );
      await next();
      expect(
        await errorToast().findByText(
          'Correo electrónico: escribe una dirección de correo electrónico',
        ),
      ).toBeInTheDocument();
    });
  });
});
