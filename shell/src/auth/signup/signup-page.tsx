import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from 'react-router-dom';
import { Button, colorVars, useToast } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { newPasswordProblem } from '@groundtruth/domain/password-rules';
import { AuthLayout, Form } from '../auth-layout';
import { isEmailInUse, useAuthWords } from '../auth-errors';
import { useSession } from '@groundtruth/platform/session';
import { createAccount } from './create-account';
import {
  emailProblem,
  emptySignupForm,
  SIGNUP_STEPS,
  validateStep,
  type SignupFieldErrors,
  type SignupForm,
} from './signup-form';
import {
  BasicInfoStep,
  ChoosePathsStep,
  PayoutStep,
  PreferencesStep,
  WelcomeStep,
} from './signup-steps';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';
import { startingLocale } from '@groundtruth/platform/i18n';

const Progress = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: 14px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

/** /auth/signup: the five-step wizard of docs/product.md, Screens. Step 4's Continue creates the account. */
export default function SignupPage() {
  const words = useWords('auth', authWords);
  const { say, sayError } = useAuthWords();
  useSession();
  const navigate = useNavigate();
  const { toastError, dismiss } = useToast();
  const [step, setStep] = useState(1);
  // The Language step starts from the language the screens are in: the browser's best match.
  const [form, setForm] = useState<SignupForm>(() => ({
    ...emptySignupForm,
    language: startingLocale(),
  }));
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignupFieldErrors>({});
  // Step 4's Continue was pressed without the terms and the age: the boxes say which.
  const [consentMissing, setConsentMissing] = useState(false);
  // The last error notification: it goes as soon as the person changes what it was about.
  const errorToast = useRef<string | null>(null);
  const showError = (message: string) => {
    if (errorToast.current) dismiss(errorToast.current);
    errorToast.current = toastError(message);
  };
  const update = (patch: Partial<SignupForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (errorToast.current) dismiss(errorToast.current);
    errorToast.current = null;
    setFieldErrors((errors) => ({
      ...errors,
      ...('email' in patch ? { email: undefined, emailInUse: false } : {}),
      ...('password' in patch ? { password: undefined } : {}),
    }));
  };

  const inWords = (problem: string | null) => (problem ? say(problem) : undefined);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step === SIGNUP_STEPS) {
      navigate(paths.dashboard);
      return;
    }
    // Continue stays busy (and ignores presses) while the step is checked and, on step 4, the
    // account made: a second press must not act on the same step twice.
    setSubmitting(true);
    try {
      const problem = validateStep(step, form);
      if (problem) {
        showError(say(problem));
        if (step === 4) setConsentMissing(true);
        return;
      }
      if (step === 2) {
        // Each problem is told at its field, and goes when that field changes.
        const errors = {
          email: inWords(emailProblem(form.email)),
          password: inWords(await newPasswordProblem(form.password)),
        };
        setFieldErrors(errors);
        if (errors.email || errors.password) return;
      }
      if (step === 4) await createAccount(form);
      setStep(step + 1);
    } catch (error) {
      if (step === 4 && isEmailInUse(error)) {
        // Known only once the account is made: back where the address is typed, said there.
        setFieldErrors({ emailInUse: true });
        setStep(2);
        return;
      }
      showError(sayError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <Progress>{words.stepOf(step, SIGNUP_STEPS)}</Progress>
      <h1>{words.stepTitles[step - 1]}</h1>
      <Form onSubmit={next} noValidate aria-label={words.signUp}>
        {step === 1 && <ChoosePathsStep form={form} update={update} />}
        {step === 2 && <BasicInfoStep form={form} update={update} errors={fieldErrors} />}
        {step === 3 && <PreferencesStep form={form} update={update} />}
        {step === 4 && <PayoutStep form={form} update={update} invalid={consentMissing} />}
        {step === 5 && <WelcomeStep name={form.name} />}
        <Actions>
          {step > 1 && step < SIGNUP_STEPS ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => setStep(step - 1)}
              disabled={submitting}
            >
              {words.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" loading={submitting}>
            {step === SIGNUP_STEPS ? words.goToDashboard : words.continue}
          </Button>
        </Actions>
      </Form>
      {step < SIGNUP_STEPS && (
        <p>
          {words.alreadyHaveAccount} <Link to={paths.login}>{words.signInLink}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
