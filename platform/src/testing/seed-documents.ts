// Seed documents the screen tests write as 'owner' (bypassing the rules), shaped as the product's
// own writes shape them, so a test names only what it is about.
import { Timestamp } from 'firebase/firestore/lite';

/**
 * A task as createTask writes it (a draft: no deadline, no quota, no requirements, no
 * acceptances), with `fields` over those; a title and its author are always the test's own.
 */
export function taskData(fields: { title: string; created_by: string } & Record<string, unknown>) {
  return {
    category: 'video',
    description: '',
    payout_amount_cents: 5000,
    due_at: null,
    quota_limit: null,
    accepted_count: 0,
    instructions_url: null,
    expected_timeline: null,
    tags: [],
    status: 'draft',
    // Every creator lists it (no 'discover' guard), as createTask records it.
    listed: true,
    created_at: Timestamp.now(),
    ...fields,
  };
}

/**
 * A dataset order as createDatasetOrder writes it (a draft of 100 items at $10.00, a 20% fee,
 * nothing paid), with `fields` over those; its organisation and title are always the test's own.
 */
export function orderData(
  fields: { organization_id: string; title: string } & Record<string, unknown>,
) {
  const now = Timestamp.now();
  return {
    organization_name: `Name of ${fields.organization_id}`,
    created_by: `buyer-of-${fields.organization_id}`,
    status: 'draft',
    category: 'video',
    description: 'Kitchens at dinner time',
    instructions: '',
    requirements: null,
    people: 'none',
    languages: [],
    countries: [],
    quantity: 100,
    payout_per_item_cents: 1000,
    deadline: Timestamp.fromMillis(now.toMillis() + 30 * 24 * 3_600_000),
    licence: {
      scope: 'internal_training',
      term_years: 1,
      exclusive: false,
      version: '2026-12',
      sha256: 'ab12cd34ef56'.repeat(5) + 'abcd',
    },
    quote: { creator_pay_cents: 100_000, fee_bps: 2_000, fee_cents: 20_000, total_cents: 120_000 },
    escrow: { paid_cents: 0, creator_payouts_cents: 0, fees_cents: 0, refunds_cents: 0 },
    approved_count: 0,
    rejected_count: 0,
    task_ids: [],
    created_at: now,
    updated_at: now,
    submitted_at: null,
    funded_at: null,
    ...fields,
  };
}
