import { describe, expect, it } from 'vitest';
import { maskAccountId } from './account-mask';

describe('maskAccountId', () => {
  it("should hide a PayPal address's name and keep its domain, the end that 'ending' names", () => {
    expect(maskAccountId('paypal', 'maya.chen@example.com')).toBe('…@example.com');
    expect(maskAccountId('paypal', 'not-an-address')).toBe('…');
  });

  it("should keep a Stripe account's last four characters", () => {
    expect(maskAccountId('stripe_connect', 'acct_1234567890')).toBe('…7890');
  });
});
