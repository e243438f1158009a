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
