/** The callables of dataset orders (dataset-orders.ts); part of the registry, callable-registry.ts. */
import { defineCallable } from './callable-entry';
import {
  convertOrderToTasksInput,
  createDatasetOrderInput,
  payDatasetOrderInput,
  submitDatasetOrderInput,
  updateDatasetOrderInput,
} from './order-inputs';
import type { OrderPaymentLink } from './dataset-orders';
import {
  acceptCustomerInvitationInput,
  inviteCustomerInput,
  readCustomerInvitationInput,
  type CustomerInvitationView,
} from './customer-invitations';
import {
  acceptDatasetOrderInput,
  deliverDatasetOrderInput,
  disputeDatasetOrderInput,
  orderDeliveryLinkInput,
  resolveOrderDisputeInput,
} from './order-inputs';

export const orderCallables = {
  /**
   * Admin: e-mails `email` a link that creates a customer account in an organisation (an
   * existing one, or a new one by name); audited.
   */
  inviteCustomer: defineCallable<{ invitationId: string; organizationId: string }>()(
    'inviteCustomer',
    inviteCustomerInput,
  ),
  /** Anyone with the link: the address and organisation it invites, while it is good. */
  readCustomerInvitation: defineCallable<CustomerInvitationView>()(
    'readCustomerInvitation',
    readCustomerInvitationInput,
  ),
  /** Anyone with the link: the customer account it invites, once; the page then signs in. */
  acceptCustomerInvitation: defineCallable<{ uid: string; email: string }>()(
    'acceptCustomerInvitation',
    acceptCustomerInvitationInput,
  ),
  /** Customer: a draft order of their organisation, with its licence and quote. */
  createDatasetOrder: defineCallable<{ orderId: string }>()(
    'createDatasetOrder',
    createDatasetOrderInput,
  ),
  /** Customer of the order's organisation: changes a draft; the quote is computed again. */
  updateDatasetOrder: defineCallable<{ orderId: string; changed: boolean }>()(
    'updateDatasetOrder',
    updateDatasetOrderInput,
  ),
  /** Customer of the order's organisation: draft → submitted, the quote fixed. */
  submitDatasetOrder: defineCallable<{ orderId: string; status: 'submitted' }>()(
    'submitDatasetOrder',
    submitDatasetOrderInput,
  ),
  /** Customer of the order's organisation: the provider's payment page for a submitted order. */
  payDatasetOrder: defineCallable<OrderPaymentLink>()('payDatasetOrder', payDatasetOrderInput),
  /** Admin: draft tasks prefilled from a funded order (no customer name on them); audited. */
  convertOrderToTasks: defineCallable<{ orderId: string; taskIds: string[] }>()(
    'convertOrderToTasks',
    convertOrderToTasksInput,
  ),
  /**
   * Admin, or a customer of the order's organisation: an in-progress order with approved items
   * exported (one dataset export per task); delivered once every export is ready. Audited.
   */
  deliverDatasetOrder: defineCallable<{
    orderId: string;
    exportIds: string[];
    status: 'preparing';
  }>()('deliverDatasetOrder', deliverDatasetOrderInput),
  /** Customer of the order's organisation, or staff: a signed link to one delivered export. */
  orderDeliveryLink: defineCallable<{ url: string; expiresAt: string }>()(
    'orderDeliveryLink',
    orderDeliveryLinkInput,
  ),
  /** Customer of the order's organisation: delivered → accepted; unspent escrow refunded. */
  acceptDatasetOrder: defineCallable<{ orderId: string; status: 'accepted' }>()(
    'acceptDatasetOrder',
    acceptDatasetOrderInput,
  ),
  /** Customer of the order's organisation: delivered → disputed, within the acceptance days. */
  disputeDatasetOrder: defineCallable<{ orderId: string; status: 'disputed' }>()(
    'disputeDatasetOrder',
    disputeDatasetOrderInput,
  ),
  /** Admin: a dispute resolved by more items at the platform's cost, or by a refund. */
  resolveOrderDispute: defineCallable<{ orderId: string; status: 'in_progress' | 'accepted' }>()(
    'resolveOrderDispute',
    resolveOrderDisputeInput,
  ),
} as const;
