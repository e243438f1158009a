import { z } from './zod';
import { signupPaths, waitlistSources } from './constants';
import { messages } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';
import { languageCodeOf } from './i18n/locales';

/**
 * Inputs of the public forms' callables: sign-up's createAccount and the landing's joinWaitlist
 * (re-exported by callables.ts with every other callable's input).
 */

/** An e-mail address as the forms take it (docs/product.md, Rules and constants: non-empty and containing '@'). */
export const emailAddress = z
  .string()
  .trim()
  .min(3, 'is required')
  .max(320)
  .includes('@', { message: 'must be an e-mail address' });

/**
 * The sign-up wizard's account creation (step 4): one call creates the Auth account with the
 * creator role and its users, user_roles and creator_profiles documents together.
 */
export const createAccountInput = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(120),
  email: emailAddress,
  /** The length rule here; the common-password rule in createAccount (password-rules.ts). */
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
  chosenPaths: z
    .array(z.enum(signupPaths))
    .min(1, 'select at least one path')
    .max(signupPaths.length),
  country: z.string().trim().max(80).default(''),
  /** A language code (i18n/locales.ts); a label sent by an older page is stored as its code. */
  language: z.string().trim().max(80).default('').transform(languageCodeOf),
  notifyEmail: z.boolean().default(true),
  notifyPush: z.boolean().default(false),
  /** The terms version accepted at step 4 (TERMS_VERSION); createAccount refuses any other. */
  termsVersion: z
    .string({ error: messages.signupTermsRequired })
    .trim()
    .min(1, messages.signupTermsRequired)
    .max(40),
  /** The person confirmed being 18 or older at step 4. */
  confirmsAdult: z.literal(true, { error: messages.signupAdultRequired }),
});

/**
 * The landing's waitlist and exit-intent offer (through a callable, so one client's
 * sends are limited and each address is stored once). Spec §5: non-empty and containing '@'.
 */
export const joinWaitlistInput = z.strictObject({
  email: emailAddress,
  source: z.enum(waitlistSources),
});
