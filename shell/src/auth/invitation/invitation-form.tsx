import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, TextField, toneVars, useToast } from '@groundtruth/ui-kit';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { callableErrorText } from '@groundtruth/domain/callable-errors';
import { invitationMessages } from '@groundtruth/domain/invitation-messages';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { newPasswordProblem, preloadPasswordRules } from '@groundtruth/domain/password-rules';
import { paths } from '@groundtruth/domain/paths';
import { authWords } from '@groundtruth/domain/words/auth';
import { useWords } from '@groundtruth/platform/i18n';
import { Form } from '../auth-layout';
import { useAuthWords } from '../auth-errors';
import { acceptInvitation } from './accept-invitation';
import { linkRefusal } from './link-refusal';

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

/** A checkbox's error, under it (the ui-kit's fields say theirs the same way). */
const CheckError = styled.p`
  margin: 0;
  font-size: 12px;
  font-weight: 500;
  color: ${toneVars.danger.fg};
`;

type Field = 'name' | 'password' | 'terms' | 'adult';
type Errors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['name', 'password', 'terms', 'adult'];

/** The field a refusal of acceptCustomerInvitation is about, by the input it names. */
function fieldOfRefusal(error: unknown): Field | null {
  const { message } = callableErrorText(error);
  if (message === englishMessages.passwordTooCommon) return 'password';
  if (message === englishMessages.passwordTooShort) return 'password';
  const named = /^(\w+): /.exec(message)?.[1];
  if (named === 'name' || named === 'password') return named;
  if (named === 'termsVersion') return 'terms';
  if (named === 'confirmsAdult') return 'adult';
  return null;
}

export interface InvitationFormProps {
  /** The link's secret, as the page read it. */
  token: string;
  /** The invitation's address: the account's e-mail, shown and not changed. */
  email: string;
  /** The link stopped working while the form was open (used in another tab, replaced, expired). */
  onRefused: (message: string) => void;
}

/**
 * The invitation page's form: the address (as invited), a name, a password under the sign-up's
 * rules, and the terms and the age, asked before the account exists as sign-up's step 4 asks
 * them. Each problem is said at its field and goes when that field changes; Create account makes
 * the account, signs in and opens the customer's overview.
 */
export function InvitationForm({ token, email, onRefused }: InvitationFormProps) {
  const words = useWords('auth', authWords);
  const messages = useWords('messages', englishMessages);
  const { say, sayError } = useAuthWords();
  const navigate = useNavigate();
  const { toastError, dismiss } = useToast();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [confirmsAdult, setConfirmsAdult] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const errorToast = useRef<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const termsInput = useRef<HTMLInputElement>(null);
  const adultInput = useRef<HTMLInputElement>(null);
  /** Moves the focus to `field`'s input, where its error is said. */
  const focus = (field: Field) =>
    ({ name: nameInput, password: passwordInput, terms: termsInput, adult: adultInput })[
      field
    ].current?.focus();

  // The common-password list (large) loads while the person types, not on Create account.
  useEffect(preloadPasswordRules, []);

  /** A field changed: its error, and the last notification, no longer apply. */
  const changed = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (errorToast.current) dismiss(errorToast.current);
    errorToast.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const weak = await newPasswordProblem(password);
      const found: Errors = {
        name: name.trim() ? undefined : say(englishMessages.nameRequired),
        password: weak ? say(weak) : undefined,
        terms: acceptsTerms ? undefined : say(englishMessages.signupTermsRequired),
        adult: confirmsAdult ? undefined : say(englishMessages.signupAdultRequired),
      };
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) {
        focus(first);
        return;
      }
      await acceptInvitation({ token, name, password });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      const refusal = linkRefusal(error);
      if (refusal) {
        onRefused(refusal);
        return;
      }
      const field = fieldOfRefusal(error);
      if (field) {
        setErrors({ [field]: sayError(error) });
        focus(field);
        return;
      }
      if (errorToast.current) dismiss(errorToast.current);
      errorToast.current = toastError(sayError(error));
    } finally {
      setSubmitting(false);
    }
  };

  const checkError = (field: 'terms' | 'adult') =>
    errors[field] ? (
      <CheckError id={`invitation-${field}-error`}>{errors[field]}</CheckError>
    ) : null;

  return (
    <Form onSubmit={submit} noValidate aria-label={invitationMessages.createAccount}>
      <TextField label={words.email} type="email" autoComplete="username" value={email} readOnly />
      <TextField
        ref={nameInput}
        label={words.fullName}
        autoComplete="name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          changed('name');
        }}
        error={errors.name}
        required
      />
      <TextField
        ref={passwordInput}
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={messages.passwordHint}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          changed('password');
        }}
        error={errors.password}
        required
      />
      <Fieldset>
        <legend>{words.termsAndAge}</legend>
        <Checkbox
          ref={termsInput}
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
          checked={acceptsTerms}
          required
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'invitation-terms-error' : undefined}
          onChange={(e) => {
            setAcceptsTerms(e.target.checked);
            changed('terms');
          }}
        />
        {checkError('terms')}
        <Checkbox
          ref={adultInput}
          label={messages.adultLabel}
          checked={confirmsAdult}
          required
          aria-invalid={errors.adult ? true : undefined}
          aria-describedby={errors.adult ? 'invitation-adult-error' : undefined}
          onChange={(e) => {
            setConfirmsAdult(e.target.checked);
            changed('adult');
          }}
        />
        {checkError('adult')}
      </Fieldset>
      <Button type="submit" variant="primary" loading={submitting} fullWidth>
        {invitationMessages.createAccount}
      </Button>
    </Form>
  );
}
