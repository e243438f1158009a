/**
 * What an order's organisation is told, in the bell and by e-mail, at the steps before its
 * delivery and when money comes back to it: submitted (the quote to pay), funded (the payment
 * held in escrow), turned into tasks (work has started), a delivery that could not be prepared,
 * and the refund of what an ended order left in escrow. Every customer of the organisation is
 * told, each once (the functions' orders/order-notices.ts). Delivery, acceptance and disputes
 * have their words in order-delivery.ts.
 */
import { collections } from './collections';
import { listQuery } from './query-spec';

/** Most people of one organisation told of an order's step (a handful in practice). */
export const ORDER_NOTICE_RECIPIENTS = 50;

/** The words of the steps' notices and e-mails (verbatim in the bell and in mail). */
export const orderStepMessages = {
  submittedTitle: 'Order submitted: ready to pay',
  submittedBody: (title: string, total: string, creatorPay: string, fee: string) =>
    `Order "${title}" is submitted. Its quote is fixed at ${total}: ${creatorPay} for creators and ${fee} platform fee. Pay it from the order’s page to start the work.`,
  fundedTitle: 'Payment received',
  fundedBody: (title: string, paid: string, held: string) =>
    `We received ${paid} for order "${title}". ${held} is held in escrow and paid to creators only as their work is approved.`,
  startedTitle: 'Work has started',
  startedBody: (title: string, quantity: number) =>
    `Order "${title}" is being collected: ${quantity} item${quantity === 1 ? '' : 's'} wanted. You will see samples on the order’s page as work is approved, and we will tell you when the dataset is ready.`,
  deliveryFailedTitle: 'Your delivery could not be prepared',
  deliveryFailedBody: (title: string) =>
    `We could not prepare the delivery of order "${title}". Ask for it again from the order’s page; if it fails again, contact us.`,
  refundedTitle: 'Unspent escrow refunded',
  refundedBody: (title: string, amount: string) =>
    `Order "${title}" is closed. ${amount} it did not spend is refunded to your payment method.`,
} as const;

/** Whom a step's notice goes to, read in the step's transaction. */
export const orderNoticeQueries = {
  /**
   * The accounts of an organisation (the functions keep its active customers): one field, so
   * its single-field index serves it.
   */
  organizationPeople: (organizationId: string) =>
    listQuery(
      collections.users,
      [['organization_id', '==', organizationId]],
      [],
      ORDER_NOTICE_RECIPIENTS,
    ),
};
