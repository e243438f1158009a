/**
 * A field's check as a creator reads it, in a form of theirs or in a callable's refusal of an
 * input ("message: must be at most 2000 characters"): the input schemas' English (zod messages
 * such as "is required", which the API keeps answering) after the field's words. Translated
 * (domain/src/i18n/tables.ts, table `fieldChecks`); `fieldCheckIn` picks the message.
 */
export const fieldCheckWords = {
  isRequired: (field: string) => `${field} is required`,
  atMostCharacters: (field: string, max: number) => `${field} must be at most ${max} characters`,
  atLeastCharacters: (field: string, min: number) => `${field} must be at least ${min} characters`,
  emailAddress: (field: string) => `${field} must be an e-mail address`,
  confirmed: (field: string) => `${field} must be confirmed`,
  startsWithAcct: (field: string) => `${field} must start with acct_`,
  /** The names of the fields a creator's refusals name (the schemas' last path part). */
  fields: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    subject: 'Subject',
    body: 'Message',
    accountId: 'Account',
    signature: 'Signature',
    confirmEmail: 'Email',
    termsVersion: 'Terms',
    confirmsAdult: 'Age confirmation',
    ownsContent: 'Ownership',
    consentsToAiTraining: 'AI training consent',
  },
};

export type FieldCheckWords = typeof fieldCheckWords;

/**
 * `problem` (a schema's English after the field: "is required") about the field `label` in
 * `words`' language, or null for a check the table does not hold (the caller shows it as is).
 */
export function fieldCheckIn(
  words: FieldCheckWords,
  label: string,
  problem: string,
): string | null {
  if (problem === 'is required') return words.isRequired(label);
  if (problem === 'must be an e-mail address') return words.emailAddress(label);
  if (problem === 'must be confirmed') return words.confirmed(label);
  if (problem === 'must start with acct_') return words.startsWithAcct(label);
  const count = /^must be at (most|least) ([\d,]+) characters$/.exec(problem);
  if (count) {
    const n = Number(count[2]!.replace(/,/g, ''));
    return count[1] === 'most'
      ? words.atMostCharacters(label, n)
      : words.atLeastCharacters(label, n);
  }
  return null;
}
