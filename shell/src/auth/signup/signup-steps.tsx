import { useEffect } from 'react';
import styled from 'styled-components';
import { Alert, Checkbox, Select, TextField } from '@groundtruth/ui-kit';
import {
  signupPathLabels,
  signupPaths,
  TERMS_VERSION,
  type SignupPath,
} from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { preloadPasswordRules } from '@groundtruth/domain/password-rules';
import { countries, languages } from '@groundtruth/domain/locales';
import { Link } from 'react-router-dom';
import { paths } from '@groundtruth/domain/paths';
import { EMAIL_IN_USE } from '../auth-errors';
import type { SignupFieldErrors, SignupForm } from './signup-form';

export interface StepProps {
  form: SignupForm;
  update: (patch: Partial<SignupForm>) => void;
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

/** Step 1: one or more paths. */
export function ChoosePathsStep({ form, update }: StepProps) {
  const toggle = (path: SignupPath, checked: boolean) =>
    update({
      chosenPaths: checked
        ? [...form.chosenPaths, path]
        : form.chosenPaths.filter((p) => p !== path),
    });
  return (
    <Fieldset>
      <legend>What would you like to create? Choose one or more.</legend>
      {signupPaths.map((path) => (
        <Checkbox
          key={path}
          label={signupPathLabels[path]}
          checked={form.chosenPaths.includes(path)}
          onChange={(e) => toggle(path, e.target.checked)}
        />
      ))}
    </Fieldset>
  );
}

/** Step 2: full name, e-mail, password; each field's error beside it. */
export function BasicInfoStep({
  form,
  update,
  errors,
}: StepProps & {
  /** Errors of the last Continue, or of the account that could not be made. */
  errors: SignupFieldErrors;
}) {
  // The common-password list (large) loads while the person types, not on Continue.
  useEffect(preloadPasswordRules, []);
  return (
    <Fieldset>
      <legend>Tell us about you</legend>
      <TextField
        label="Full name"
        autoComplete="name"
        value={form.name}
        onChange={(e) => update({ name: e.target.value })}
        required
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
        error={
          errors.emailInUse ? (
            <>
              {EMAIL_IN_USE} <Link to={paths.login}>Sign in</Link> or{' '}
              <Link to={paths.forgotPassword} state={{ email: form.email.trim() }}>
                Forgot password?
              </Link>
            </>
          ) : (
            errors.email
          )
        }
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={messages.passwordHint}
        value={form.password}
        onChange={(e) => update({ password: e.target.value })}
        error={errors.password}
        required
      />
    </Fieldset>
  );
}

/** Step 3: country, language and notification preferences. */
export function PreferencesStep({ form, update }: StepProps) {
  return (
    <Fieldset>
      <legend>Your preferences</legend>
      <Select
        label="Country"
        placeholder="Select a country"
        options={countries.map((c) => ({ value: c, label: c }))}
        value={form.country}
        onChange={(e) => update({ country: e.target.value })}
      />
      <Select
        label="Language"
        placeholder="Select a language"
        options={languages.map((l) => ({ value: l, label: l }))}
        value={form.language}
        onChange={(e) => update({ language: e.target.value })}
      />
      <Checkbox
        label="Email notifications"
        description="New tasks and payout updates by e-mail."
        checked={form.notifyEmail}
        onChange={(e) => update({ notifyEmail: e.target.checked })}
      />
      <Checkbox
        label="Push notifications"
        description="Alerts on this device when a task matches your paths."
        checked={form.notifyPush}
        onChange={(e) => update({ notifyPush: e.target.checked })}
      />
    </Fieldset>
  );
}

/** Step 4: payouts come later; the terms and the age are asked, and continuing creates the account. */
export function PayoutStep({
  form,
  update,
  invalid,
}: StepProps & {
  /** Continue was pressed without both confirmations. */
  invalid: boolean;
}) {
  // A payment method is added only to an account that exists, after a recent sign-in, so it
  // comes later; the step says why, and that Continue is what creates the account. What the
  // person agrees to is asked here, before the account exists.
  return (
    <>
      <Alert tone="info" title="Get paid through Stripe Connect or PayPal">
        <p>{messages.payoutLater}</p>
        <p>{messages.payoutWhyLater}</p>
      </Alert>
      <Fieldset>
        <legend>Terms and age</legend>
        <Checkbox
          label={messages.termsLabel}
          description={
            <>
              Read the{' '}
              <a href={paths.terms} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </a>{' '}
              and the{' '}
              <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </a>{' '}
              (version {TERMS_VERSION}, each opens in a new tab).
            </>
          }
          checked={form.acceptsTerms}
          required
          aria-invalid={invalid && !form.acceptsTerms ? true : undefined}
          onChange={(e) => update({ acceptsTerms: e.target.checked })}
        />
        <Checkbox
          label={messages.adultLabel}
          description="Creators must be adults to take paid tasks."
          checked={form.confirmsAdult}
          required
          aria-invalid={invalid && !form.confirmsAdult ? true : undefined}
          onChange={(e) => update({ confirmsAdult: e.target.checked })}
        />
      </Fieldset>
    </>
  );
}

/** Step 5: the account exists. */
export function WelcomeStep({ name }: { name: string }) {
  return (
    <Fieldset>
      <legend>Welcome to Groundtruth{name ? `, ${name.split(' ')[0]}` : ''}!</legend>
      <p>Your creator account is ready. Browse the available tasks and start earning.</p>
    </Fieldset>
  );
}
