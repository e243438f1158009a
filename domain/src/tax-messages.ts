/**
 * The words of tax forms and the money gate: the fields' checks (the interview shows them where
 * they are typed, submitTaxForm answers with the same), the gate's refusals (to the creator who
 * asks and to the admin who pays), the expiry notices and the staff card's acceptance. A table of
 * its own beside `messages`, so a screen that shows none of them does not carry them.
 */
export const taxMessages = {
  // The numbers' checks (tax-tin.ts)
  ssnFormat: 'Enter the 9 digits of the SSN, e.g. 123-45-6789',
  ssnArea: 'This is not a valid SSN: it cannot start with 000, 666 or 9',
  ssnGroup: 'This is not a valid SSN: its middle two digits cannot be 00',
  ssnSerial: 'This is not a valid SSN: its last four digits cannot be 0000',
  einFormat: 'Enter the 9 digits of the EIN, e.g. 12-3456789',
  einPrefix: 'This is not a valid EIN: the IRS assigns no EIN starting with these two digits',
  foreignTinFormat: 'Enter the tax number your country issued: 4 to 30 letters and digits',
  noTinReason: 'Enter your foreign tax number, or say why you have none',
  // The other fields' checks
  stateFormat: 'Enter the two-letter state code, e.g. CA',
  zipFormat: 'Enter a 5-digit ZIP code, e.g. 94103',
  dateOfBirthInvalid: 'Enter your date of birth as YYYY-MM-DD',
  w8benUsAddress: 'A W-8BEN is for people outside the United States: a US person signs a W-9',
  certifyRequired: 'Tick the certification to sign the form',
  signatureName: 'Type your legal name exactly as on the form to sign it',
  // submitTaxForm's answers
  taxFormRequestReused:
    'requestId: this request id was already used for another form; start the form again',
  taxFormSignedTitle: 'Tax form signed',
  taxFormSignedBody: (form: string) => `Your ${form} is on file.`,
  failedSubmitTaxForm: 'Failed to sign the tax form',
  failedLoadTaxForm: 'Failed to load your tax form',
  // The money gate: what the creator who asks for a payout is told
  payoutGateTitle: 'Payout on hold',
  gateNoTaxForm: 'Sign your tax form before your first payout, under Payments → Tax and identity.',
  gateTaxFormExpired: (form: string, date: string) =>
    `Your ${form} expired on ${date}: sign a new one under Payments → Tax and identity to be paid.`,
  gateIdentityUnverified:
    'Verify your identity before your first payout, under Payments → Tax and identity.',
  gateIdentityPending:
    'Your identity check is still in progress: payouts start once it is verified (Payments → Tax and identity).',
  gateIdentityFailed:
    'Your identity check did not pass: retry it under Payments → Tax and identity.',
  gateNameMismatch: (taxName: string, verifiedName: string) =>
    `The name on your tax form (${taxName}) is not the name your identity check verified (${verifiedName}): sign a new form with your verified name under Payments → Tax and identity, or write to support.`,
  // The money gate: what the admin who pays is told (the payout stays pending)
  staffGateNoTaxForm:
    'This creator has no tax form on file: they sign one under Payments → Tax and identity. The payout stays pending.',
  staffGateTaxFormExpired: (form: string, date: string) =>
    `This creator's ${form} expired on ${date}: they sign a new one under Payments → Tax and identity. The payout stays pending.`,
  staffGateIdentityUnverified:
    "This creator's identity is not verified: they verify it under Payments → Tax and identity. The payout stays pending.",
  staffGateIdentityPending:
    "This creator's identity check is still in progress. The payout stays pending until it is verified.",
  staffGateIdentityFailed:
    "This creator's identity check did not pass: they retry it under Payments → Tax and identity. The payout stays pending.",
  staffGateNameMismatch: (taxName: string, verifiedName: string) =>
    `The name on this creator's tax form (${taxName}) is not the verified name (${verifiedName}): an admin can accept it on their user card (Users). The payout stays pending.`,
  // acceptNameMismatch
  noNameMismatch:
    'The names match, or a tax form or a verified identity is missing: nothing to accept',
  onlyAdminsAcceptNames: 'Only admins can accept a name mismatch',
  nameMismatchAccepted: 'Name mismatch accepted: payouts can go ahead',
  // The expiry job's notices (bell and e-mail)
  taxFormExpiringTitle: 'Your tax form expires soon',
  taxFormExpiringBody: (form: string, date: string) =>
    `Your ${form} is valid through ${date}. Sign a new one under Payments → Tax and identity so your payouts continue.`,
  taxFormExpiredTitle: 'Your tax form expired',
  taxFormExpiredBody: (form: string) =>
    `Your ${form} expired: payouts are on hold until you sign a new one under Payments → Tax and identity.`,
};
