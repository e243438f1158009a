import { messages } from '@groundtruth/domain/messages';
import type { SignupPath } from '@groundtruth/domain/constants';

/** Everything the five-step wizard collects. */
export interface SignupForm {
  chosenPaths: SignupPath[];
  name: string;
  email: string;
  password: string;
  country: string;
  language: string;
  notifyEmail: boolean;
  notifyPush: boolean;
  /** Step 4: the Terms of Service and Privacy Policy accepted (TERMS_VERSION). */
  acceptsTerms: boolean;
  /** Step 4: the person confirms being 18 or older. */
  confirmsAdult: boolean;
}

export const emptySignupForm: SignupForm = {
  chosenPaths: [],
  name: '',
  email: '',
  password: '',
  country: '',
  language: '',
  notifyEmail: true,
  notifyPush: false,
  acceptsTerms: false,
  confirmsAdult: false,
};

export const SIGNUP_STEPS = 5;

/** The docs/product.md, Rules and constants message that keeps the wizard on `step`, or null when it may advance. */
export function validateStep(step: number, form: SignupForm): string | null {
  if (step === 1 && form.chosenPaths.length === 0) return messages.selectOnePath;
  if (step === 2 && (!form.name.trim() || !form.email.trim() || !form.password))
    return messages.fillAllFields;
  // Asked before the account is made, which is step 4's Continue.
  if (step === 4 && !form.acceptsTerms) return messages.signupTermsRequired;
  if (step === 4 && !form.confirmsAdult) return messages.signupAdultRequired;
  return null;
}

/** Something, an @, and a domain with a dot: the server has the last word on the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail address that cannot be one, or null. */
export function emailProblem(email: string): string | null {
  return EMAIL_SHAPE.test(email.trim()) ? null : messages.emailFormat;
}

/** Errors shown at step 2's fields; `emailInUse`: the account could not be made for that address. */
export interface SignupFieldErrors {
  email?: string;
  emailInUse?: boolean;
  password?: string;
}
