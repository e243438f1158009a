import { describe, expect, it } from 'vitest';
import {
  addPayoutAccountInput,
  createTaskInput,
  describeIssue,
  submitWorkInput,
} from './callables';

describe('addPayoutAccountInput', () => {
  it('should require Stripe ids to start with acct_ and PayPal ids to be e-mails', () => {
    expect(
      addPayoutAccountInput.safeParse({ provider: 'stripe_connect', accountId: 'acct_123' })
        .success,
    ).toBe(true);
    const stripe = addPayoutAccountInput.safeParse({
      provider: 'stripe_connect',
      accountId: 'x123',
    });
    expect(stripe.success || describeIssue(stripe.error)).toBe('accountId: must start with acct_');
    const paypal = addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: 'nope' });
    expect(paypal.success || describeIssue(paypal.error)).toBe(
      'accountId: must be an e-mail address',
    );
    expect(
      addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: 'a@b.co' }).success,
    ).toBe(true);
  });

  it('should name an empty identifier', () => {
    const empty = addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: '  ' });
    expect(empty.success || describeIssue(empty.error)).toBe('accountId: is required');
  });
});

describe('createTaskInput', () => {
  it('should default to a draft video task', () => {
    const task = createTaskInput.parse({ title: 'Film a sunrise', payoutAmountCents: 2500 });
    expect(task).toMatchObject({ category: 'video', status: 'draft', quotaLimit: null, tags: [] });
  });

  it('should refuse fractional cents', () => {
    expect(createTaskInput.safeParse({ title: 'x', payoutAmountCents: 25.5 }).success).toBe(false);
  });
});

describe('submitWorkInput', () => {
  it('should require the attestation to be confirmed', () => {
    const result = submitWorkInput.safeParse({
      taskId: 't1',
      filePaths: ['submissions/u/t1/1.mp4'],
      fileNames: ['a.mp4'],
      attestation: { ownsContent: true, consentsToAiTraining: false, termsVersion: 'v1' },
    });
    expect(result.success || describeIssue(result.error)).toBe(
      'attestation.consentsToAiTraining: must be confirmed',
    );
  });
});
