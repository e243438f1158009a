import { useEffect } from 'react';
import styled from 'styled-components';
import { Alert, Checkbox, Select, TextField } from '@groundtruth/ui-kit';
import { signupPaths, TERMS_VERSION, type SignupPath } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { preloadPasswordRules } from '@groundtruth/domain/password-rules';
import { countries } from '@groundtruth/domain/locales';
import { Link } from 'react-router-dom';
import { paths } from '@groundtruth/domain/paths';
import type { SignupFieldErrors, SignupForm } from './signup-form';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';
import { navWords } from '@groundtruth/domain/words/nav';
import { settingsWords } from '@groundtruth/domain/words/settings';
import { languageChoices, localeOfLanguage } from '@groundtruth/domain/i18n/locales';
import { switchLocale } from '@groundtruth/platform/i18n';
import { useCountryName } from '@groundtruth/platform/format';

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
  const settings = useWords('settings', settingsWords);
  const words = useWords('auth', authWords);
  const toggle = (path: SignupPath, checked: boolean) =>
    update({
      chosenPaths: checked
        ? [...form.chosenPaths, path]
        : form.chosenPaths.filter((p) => p !== path),
    });
  return (
    <Fieldset>
      <legend>{words.choosePaths}</legend>
      {signupPaths.map((path) => (
        <Checkbox
          key={path}
          label={settings.paths[path]}
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
  const words = useWords('auth', authWords);
  const messages = useWords('messages', englishMessages);
  // The common-password list (large) loads while the person types, not on Continue.
  useEffect(preloadPasswordRules, []);
  return (
    <Fieldset>
      <legend>{words.aboutYou}</legend>
      <TextField
        label={words.fullName}
        autoComplete="name"
        value={form.name}
        onChange={(e) => update({ name: e.target.value })}
        required
      />
      <TextField
        label={words.email}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
        error={
          errors.emailInUse ? (
            <>
              {words.emailInUse} <Link to={paths.login}>{words.signInLink}</Link> {words.or}{' '}
              <Link to={paths.forgotPassword} state={{ email: form.email.trim() }}>
                {messages.forgotPassword}
              </Link>
            </>
          ) : (
            errors.email
          )
        }
        required
      />
      <TextField
        label={words.password}
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
  const nav = useWords('nav', navWords);
  const fallback = languageChoices.find(
    (choice) => choice.code === form.language && !choice.locale && choice.code !== 'other',
  );
  const words = useWords('auth', authWords);
  const settings = useWords('settings', settingsWords);
  const countryName = useCountryName(settings.otherCountry);
  return (
    <Fieldset>
      <legend>{words.yourPreferences}</legend>
      <Select
        label={words.country}
        placeholder={words.selectCountry}
        options={countries.map((c) => ({ value: c, label: countryName(c) }))}
        value={form.country}
        onChange={(e) => update({ country: e.target.value })}
      />
      <Select
        label={words.language}
        placeholder={words.selectLanguage}
        options={languageChoices.map((choice) => ({
          value: choice.code,
          label: nav.languageNames[choice.code],
        }))}
        value={form.language}
        hint={fallback ? nav.inEnglishForNow(navWords.languageNames[fallback.code]) : undefined}
        onChange={(e) => {
          update({ language: e.target.value });
          // The wizard goes on in the language chosen (and the browser remembers it).
          void switchLocale(localeOfLanguage(e.target.value));
        }}
      />
      <Checkbox
        label={words.emailNotifications}
        description={words.emailNotificationsHint}
        checked={form.notifyEmail}
        onChange={(e) => update({ notifyEmail: e.target.checked })}
      />
      <Checkbox
        label={words.pushNotifications}
        description={words.pushNotificationsHint}
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
  const words = useWords('auth', authWords);
  const messages = useWords('messages', englishMessages);
  // A payment method is added only to an account that exists, after a recent sign-in, so it
  // comes later; the step says why, and that Continue is what creates the account. What the
  // person agrees to is asked here, before the account exists.
  return (
    <>
      <Alert tone="info" title={words.payoutTitle}>
        <p>{messages.payoutLater}</p>
        <p>{messages.payoutWhyLater}</p>
      </Alert>
      <Fieldset>
        <legend>{words.termsAndAge}</legend>
        <Checkbox
          label={messages.termsLabel}
          description={
            <>
              {words.termsRead}{' '}
              <a href={paths.terms} target="_blank" rel="noopener noreferrer">
                {words.termsOfService}
              </a>{' '}
              {words.and}{' '}
              <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
                {words.privacyPolicy}
              </a>{' '}
              {words.termsVersion(TERMS_VERSION)}
            </>
          }
          checked={form.acceptsTerms}
          required
          aria-invalid={invalid && !form.acceptsTerms ? true : undefined}
          onChange={(e) => update({ acceptsTerms: e.target.checked })}
        />
        <Checkbox
          label={messages.adultLabel}
          description={words.adultsOnly}
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
  const words = useWords('auth', authWords);
  return (
    <Fieldset>
      <legend>{name ? words.welcomeNamed(name.split(' ')[0] ?? name) : words.welcome}</legend>
      <p>{words.accountReady}</p>
    </Fieldset>
  );
}
