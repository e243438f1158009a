// What an audit entry records (functions/src/core/audit.ts); only the functions use it, and only
// its type: on its own so that no screen's constants carry the list.
/** audit_logs.action values, one per privileged change (the staff audit screen filters on them). */
export const auditActions = [
  'create_account',
  'update_profile_name',
  'accept_task',
  'submit_work',
  'review_submission',
  /** A held rejection's second opinion given: it landed, or went to an admin. */
  'second_opinion',
  'request_payout',
  'process_payout',
  'add_payout_account',
  'set_default_payout_account',
  'verify_payout_account',
  'create_task',
  'set_task_status',
  'set_user_role',
  'set_user_status',
  // Accounts and e-mail
  'resend_verification_email',
  'verify_email',
  // Marketplace operations
  'appeal_submission',
  'decide_appeal',
  'update_platform_settings',
  'update_review_reasons',
  'mark_gold',
  'award_bonus',
  'expire_acceptance',
  'auto_approve_submission',
  'reconcile_payout',
  // Accounts and e-mail
  'unsubscribe_email',
  'export_my_data',
  'delete_my_account',
  // Dataset delivery
  'export_dataset',
  'download_dataset',
  // Media requirements
  'update_task_requirements',
  // Qualifications
  'create_qualification',
  'update_qualification',
  'grant_qualification',
  'revoke_qualification',
  'update_task_eligibility',
  'expire_qualification_grant',
  // Releases for people in frame
  'set_task_people',
  'sign_release',
  'request_release',
  'revoke_release',
  'block_release_requests',
  // Conversations
  'close_thread',
  // Announcements: queued by an admin, then the job's entry with how many it reached
  'send_announcement',
  'announcement_delivered',
  // Tax forms: signed by the creator, a name mismatch accepted by an admin, expired by the job
  'submit_tax_form',
  'accept_name_mismatch',
  'expire_tax_form',
  // Identity verified through the provider: a session opened, and what the provider reported
  'start_identity_check',
  'resend_identity_link',
  'identity_event',
  // Year-end tax reporting: each download an admin takes (the 1099-NEC CSV carries full numbers)
  'export_tax_report_1099',
  'export_tax_report_dac7',
  'export_tax_recipient_copy',
  // Dataset orders: a customer's draft, changes and submission, the payment provider's events,
  // and an admin turning a funded order into tasks
  'create_dataset_order',
  'update_dataset_order',
  'submit_dataset_order',
  'pay_dataset_order',
  'order_payment_event',
  'convert_order_to_tasks',
  // Their delivery (asked for, ready, failed), downloads, acceptance, disputes and refunds
  'deliver_dataset_order',
  'order_delivered',
  'order_delivery_failed',
  'download_order_delivery',
  'accept_dataset_order',
  'dispute_dataset_order',
  'resolve_order_dispute',
  'refund_dataset_order',
  // Customers: an admin invites a person into an organisation (the link then creates the account)
  'invite_customer',
] as const;
export type AuditAction = (typeof auditActions)[number];
