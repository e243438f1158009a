/** The words of the dialogs a creator opens (Message support, Add Payment Method): catalog table creator.dialogs (domain/src/i18n/tables.ts). */
export const creatorDialogsWords = {
  cancel: 'Cancel',
  send: 'Send',
  subject: 'Subject',
  message: 'Message',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  addPaymentMethod: 'Add Payment Method',
  addPaymentMethodHint:
    'Payouts are sent to your default payment method. New methods are verified by the provider.',
  addAccount: 'Add Account',
  provider: 'Provider',
  password: 'Password',
  /** Add Payment Method's one identifier, by provider. */
  stripeAccountId: 'Stripe account ID',
  stripeAccountIdHint: 'Your Stripe Connect account ID, beginning with acct_.',
  paypalEmail: 'PayPal email',
  paypalEmailHint: 'The e-mail address of your PayPal account.',
} as const;
