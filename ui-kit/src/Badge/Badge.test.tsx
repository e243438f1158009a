import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { StatusBadge } from './Badge';
import * as stories from './Badge.stories';
import { humanize, statusLabel } from './status';

describe('Badge stories', () => {
  testStories(composeStories(stories));
});

describe('StatusBadge', () => {
  it.each([
    ['review', 'pending', 'Pending', 'info'],
    ['review', 'approved', 'Approved', 'success'],
    ['review', 'rejected', 'Rejected', 'danger'],
    ['review', 'needs_changes', 'Needs Changes', 'warning'],
    ['task', 'draft', 'Draft', 'neutral'],
    ['task', 'published', 'Published', 'success'],
    ['task', 'closed', 'Closed', 'danger'],
    ['payout', 'pending', 'Pending', 'warning'],
    ['payout', 'processing', 'Processing', 'info'],
    ['payout', 'sent', 'Sent', 'success'],
    ['payout', 'failed', 'Failed', 'danger'],
    ['user', 'active', 'Active', 'success'],
    ['user', 'suspended', 'Suspended', 'warning'],
    ['user', 'deleted', 'Deleted', 'danger'],
    ['role', 'admin', 'Admin', 'accent'],
  ] as const)('%s %s reads "%s" in the %s tone', (kind, status, label, tone) => {
    render(<StatusBadge kind={kind} status={status as never} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('humanizes unknown values instead of showing raw snake_case', () => {
    render(<StatusBadge kind="review" status={'on_hold' as never} />);
    expect(screen.getByText('On Hold')).toHaveAttribute('data-tone', 'neutral');
  });

  it('exposes the labels as functions', () => {
    expect(statusLabel('review', 'needs_changes')).toBe('Needs Changes');
    expect(humanize('stripe_connect')).toBe('Stripe Connect');
  });
});
