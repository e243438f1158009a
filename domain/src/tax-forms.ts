/**
 * Tax forms: the IRS Form W-9 a US person signs and the W-8BEN everyone else signs, before any
 * money moves (docs/architecture.md, Tax forms and identity). `tax_forms/{formId}` holds every
 * signed form (history: a new form replaces the old, which stays); `tax_profiles/{uid}` names the
 * creator's current one, so the money gate and the staff card read one document. The number
 * itself is never in either: only its mask (tax-tin.ts), the full number living encrypted in the
 * functions-only `tax_tins/{formId}`.
 */
import { documentId } from './ids';
import { taxMessages } from './tax-messages';
import { maskTin, tinKinds, tinProblem, type TinKind } from './tax-tin';
import { timestampSchema } from './timestamp';
import { z } from './zod';

export const taxFormKinds = ['w9', 'w8ben'] as const;
export type TaxFormKind = (typeof taxFormKinds)[number];

/** How each form is named to people. */
export const taxFormLabels: Record<TaxFormKind, string> = { w9: 'W-9', w8ben: 'W-8BEN' };

/** A form on file: the current one, one a newer form replaced, or a W-8BEN past its validity. */
export const taxFormStatuses = ['current', 'replaced', 'expired'] as const;
export type TaxFormStatus = (typeof taxFormStatuses)[number];

/** Line 3a of the W-9: the federal tax classification. */
export const taxClassifications = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc',
  'other',
] as const;
export type TaxClassification = (typeof taxClassifications)[number];

export const taxClassificationLabels: Record<TaxClassification, string> = {
  individual: 'Individual/sole proprietor or single-member LLC',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/estate',
  llc: 'Limited liability company',
  other: 'Other',
};

/** Days before a W-8BEN's end its creator is reminded (bell and e-mail). */
export const TAX_FORM_REMINDER_DAYS = 60;

/** The certification a form is signed under: its version is recorded with each form. */
export const TAX_CERTIFICATION_VERSION = '2024-03';

const required = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optional = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).default('');

/** A request id: what makes a retried or doubled submit one form (letters, digits, - and _). */
const requestId = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"');

const usAddress = z.strictObject({
  line1: required(120),
  line2: optional(120),
  city: required(80),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, taxMessages.stateFormat)
    .transform((value) => value.toUpperCase()),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, taxMessages.zipFormat),
});

const foreignAddress = z.strictObject({
  line1: required(120),
  line2: optional(120),
  city: required(80),
  region: optional(80),
  postalCode: optional(20),
  country: required(80),
});

/** A date of birth, YYYY-MM-DD, a real day in the past. */
const dateOfBirth = z
  .string()
  .trim()
  .refine((value) => dateOfBirthProblem(value) === null, taxMessages.dateOfBirthInvalid);

/** Why `value` (YYYY-MM-DD) is not a plausible date of birth of an adult, or null. */
export function dateOfBirthProblem(value: string, now = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return taxMessages.dateOfBirthInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day)
    return taxMessages.dateOfBirthInvalid;
  if (year < 1900 || at.getTime() > now.getTime()) return taxMessages.dateOfBirthInvalid;
  return null;
}

/** Part I of a W-9. */
export const w9Input = z
  .strictObject({
    kind: z.literal('w9'),
    legalName: required(120),
    businessName: optional(120),
    taxClassification: z.enum(taxClassifications),
    address: usAddress,
    tinKind: z.enum(['ssn', 'ein']),
    tin: z.string().trim().max(20),
  })
  .superRefine((form, ctx) => {
    const problem = tinProblem(form.tinKind, form.tin);
    if (problem) ctx.addIssue({ code: 'custom', path: ['tin'], message: problem });
  });

/** Parts I and II of a W-8BEN (an individual's). */
export const w8benInput = z
  .strictObject({
    kind: z.literal('w8ben'),
    legalName: required(120),
    citizenshipCountry: required(80),
    address: foreignAddress,
    /** The foreign TIN; empty when `noTinReason` says why none is given. */
    foreignTin: z.string().trim().max(40).default(''),
    noTinReason: optional(300),
    dateOfBirth,
    /** Part II: the treaty country and its article and rate; null claims no treaty benefit. */
    treaty: z
      .strictObject({
        country: required(80),
        article: required(40),
        ratePercent: z.number().min(0, 'must be 0 or more').max(30, 'must be 30 or less'),
        incomeType: required(120),
      })
      .nullable()
      .default(null),
  })
  .superRefine((form, ctx) => {
    if (form.foreignTin) {
      const problem = tinProblem('foreign', form.foreignTin);
      if (problem) ctx.addIssue({ code: 'custom', path: ['foreignTin'], message: problem });
    } else if (!form.noTinReason)
      ctx.addIssue({ code: 'custom', path: ['noTinReason'], message: taxMessages.noTinReason });
    if (form.address.country.trim().toLowerCase() === 'united states')
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'country'],
        message: taxMessages.w8benUsAddress,
      });
  });

/** submitTaxForm (creator): one form, signed with the typed legal name under its certification. */
export const submitTaxFormInput = z
  .strictObject({
    requestId,
    form: z.discriminatedUnion('kind', [w9Input, w8benInput]),
    /** The name typed as the signature: the form's legal name. */
    signatureName: required(120),
    /** The box "I certify under penalties of perjury…" ticked. */
    certified: z.literal(true, { message: taxMessages.certifyRequired }),
  })
  .superRefine((input, ctx) => {
    if (!namesMatch(input.signatureName, input.form.legalName))
      ctx.addIssue({ code: 'custom', path: ['signatureName'], message: taxMessages.signatureName });
  });
export type SubmitTaxFormInput = z.input<typeof submitTaxFormInput>;
export type TaxFormFields = z.infer<typeof submitTaxFormInput>['form'];

/** acceptNameMismatch (admin): the tax form's and the verified identity's names differ, knowingly. */
export const acceptNameMismatchInput = z.strictObject({
  userId: documentId,
  reason: required(500),
});

/** The form id of the submit asked for under `requestId` by `uid`. */
export function taxFormId(uid: string, requestId: string): string {
  return `${uid}_${requestId}`;
}

/** Where a form's PDF is stored (storage.rules: its owner and admins read it). */
export function taxFormPdfPath(uid: string, formId: string): string {
  return `tax-forms/${uid}/${formId}.pdf`;
}

/**
 * The instant a form stops being valid: a W-8BEN at the end of the third calendar year after
 * the year it was signed (signed in 2026, valid through December 31, 2029); a W-9 never, until
 * replaced.
 */
export function taxFormExpiresAt(kind: TaxFormKind, signedAt: Date): Date | null {
  if (kind === 'w9') return null;
  return new Date(Date.UTC(signedAt.getUTCFullYear() + 4, 0, 1));
}

/** The last day a form expiring at `expiresAt` is valid (UTC), for "valid through …". */
export function lastValidDay(expiresAt: Date | number): Date {
  return new Date(new Date(expiresAt).getTime() - 1);
}

/** A legal name compared as the gate compares them: accents, case and spacing set aside. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two legal names are the same name, case- and accent-insensitively. */
export function namesMatch(a: string, b: string): boolean {
  return comparableName(a) === comparableName(b);
}

/** The form's number as shown anywhere outside the encrypted store. */
export function maskedTinOf(form: TaxFormFields): { kind: TinKind | null; masked: string | null } {
  if (form.kind === 'w9') return { kind: form.tinKind, masked: maskTin(form.tinKind, form.tin) };
  if (!form.foreignTin) return { kind: null, masked: null };
  return { kind: 'foreign', masked: maskTin('foreign', form.foreignTin) };
}

/** tax_forms/{formId}: one signed form. Its owner and staff read it; only the functions write. */
export const taxFormSchema = z.object({
  user_id: documentId,
  kind: z.enum(taxFormKinds),
  status: z.enum(taxFormStatuses),
  request_id: z.string(),
  legal_name: z.string(),
  business_name: z.string(),
  /** W-9 only; null on a W-8BEN. */
  tax_classification: z.enum(taxClassifications).nullable(),
  /** W-8BEN only; null on a W-9. */
  citizenship_country: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  tin_kind: z.enum(tinKinds).nullable(),
  /** The number masked (tax-tin.ts); null when a W-8BEN gives none. */
  tin_masked: z.string().nullable(),
  no_tin_reason: z.string(),
  /** W-8BEN only, YYYY-MM-DD. */
  date_of_birth: z.string().nullable(),
  treaty: z
    .object({
      country: z.string(),
      article: z.string(),
      rate_percent: z.number(),
      income_type: z.string(),
    })
    .nullable(),
  signature_name: z.string(),
  signed_at: timestampSchema,
  /** The signer's network, hashed as the rate limits key it: no address is stored. */
  signed_ip_key: z.string().nullable(),
  certification_version: z.string(),
  expires_at: timestampSchema.nullable(),
  pdf_path: z.string(),
  pdf_sha256: z.string(),
  /** Set once the 60-day reminder went out. */
  reminded_at: timestampSchema.nullable(),
  replaced_at: timestampSchema.nullable(),
  replaced_by: z.string().nullable(),
  expired_at: timestampSchema.nullable(),
});
export type TaxForm = z.infer<typeof taxFormSchema>;

/** A support decision that the tax form's name and the verified name are one person's. */
export const nameMismatchAcceptanceSchema = z.object({
  tax_name: z.string(),
  verified_name: z.string(),
  reason: z.string(),
  accepted_by: z.string(),
  accepted_at: timestampSchema,
});

/**
 * tax_profiles/{uid}: the creator's current form, summarised for the money gate, the creator's
 * tab and the staff card; the owner and staff read it, only the functions write it.
 */
export const taxProfileSchema = z.object({
  user_id: documentId,
  /** The latest form; `status` says whether it is still current or expired. */
  current_form_id: z.string().nullable(),
  kind: z.enum(taxFormKinds),
  status: z.enum(taxFormStatuses),
  legal_name: z.string(),
  tin_masked: z.string().nullable(),
  signed_at: timestampSchema,
  expires_at: timestampSchema.nullable(),
  /** Whether the current form's 60-day reminder went out (the expiry job's query). */
  reminded: z.boolean(),
  name_mismatch_accepted: nameMismatchAcceptanceSchema.nullable(),
  updated_at: timestampSchema,
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

/** Whether `profile` holds a form valid at `now`. */
export function taxFormValidAt(
  profile: Pick<TaxProfile, 'status' | 'expires_at'> | null | undefined,
  now: Date,
): boolean {
  if (!profile || profile.status !== 'current') return false;
  return !profile.expires_at || profile.expires_at.toMillis() > now.getTime();
}
