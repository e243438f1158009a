import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, signInPathFor } from './return-path';

describe('pathAfterSignIn', () => {
  it('should go to the dashboard page asked for, with its query and fragment', () => {
    expect(pathAfterSignIn('/dashboard/payments')).toBe('/dashboard/payments');
    expect(pathAfterSignIn('/dashboard/submit?taskId=t1&acceptanceId=a1#files')).toBe(
      '/dashboard/submit?taskId=t1&acceptanceId=a1#files',
    );
  });

  it('should refuse anything that is not a page of this dashboard', () => {
    for (const next of [
      null,
      undefined,
      '',
      'dashboard/payments',
      '//evil.example/dashboard/payments',
      '///evil.example/dashboard/payments',
      '/\\evil.example/dashboard/payments',
      '/\t/evil.example/dashboard/payments',
      'https://evil.example/dashboard/payments',
      'javascript:alert(1)',
      '/auth/login',
      '/dashboardx',
      '/',
    ]) {
      expect(pathAfterSignIn(next)).toBe('/dashboard');
    }
  });
});

describe('signInPathFor', () => {
  it('should carry the page asked for, and nothing for the dashboard itself', () => {
    expect(signInPathFor('/dashboard/payments?tab=history')).toBe(
      '/auth/login?next=%2Fdashboard%2Fpayments%3Ftab%3Dhistory',
    );
    expect(signInPathFor('/dashboard')).toBe('/auth/login');
  });
});
