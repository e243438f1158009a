// The local payment sandbox's page (functions/src/orders/sandbox-page.ts), in its own module so a
// journey reads the words without the order's schemas.
/** The local stack's stand-in for the payment provider's hosted page (functions' orders/). */
export const orderSandboxWords = {
  title: 'Payment (sandbox)',
  body: (title: string, total: string) =>
    `Order "${title}": ${total}. No real money moves on this page.`,
  pay: 'Pay (test)',
  decline: 'Decline (test)',
  paid: 'The provider reported the payment as completed.',
  declined: 'The payment was declined. Nothing was charged.',
  notDelivered: 'The provider could not reach Groundtruth. Try again.',
  unknownOrder: 'This payment link is not known. Start again from the order.',
  back: 'Back to the order',
} as const;
