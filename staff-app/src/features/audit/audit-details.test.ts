import { serverMessages } from '@groundtruth/domain/server-messages';
import { describe, expect, it } from 'vitest';
import { describeDetails } from './audit-details';
import { humanizeValue } from './humanize';
import { actionLabel, matchesSearch } from './audit-search';

const entry = (action: string, details?: Record<string, unknown>, entity_id = 'entity-1') => ({
  action,
  entity_id,
  details,
});

describe('describeDetails', () => {
  it('should show a role change before → after', () => {
    expect(describeDetails(entry('set_user_role', { from: 'creator', to: 'support' }))).toEqual([
      { label: 'Role', before: 'Creator', after: 'Support' },
    ]);
  });

  it("should show a change of a task's requirements in words, before → after", () => {
    expect(
      describeDetails(
        entry('update_task_requirements', {
          from: 'None',
          to: 'Video: at least 1280 × 720, with sound',
        }),
      ),
    ).toEqual([
      { label: 'Requirements', before: 'None', after: 'Video: at least 1280 × 720, with sound' },
    ]);
  });

  it('should show a settings change field by field, before → after, only what changed', () => {
    expect(
      describeDetails(
        entry('update_platform_settings', {
          before: {
            review_overdue_days: 7,
            review_auto_approve_days: 21,
            default_working_time_hours: null,
          },
          after: {
            review_overdue_days: 3,
            review_auto_approve_days: 21,
            default_working_time_hours: 48,
          },
        }),
      ),
    ).toEqual([
      { label: 'Overdue after (days)', before: '7', after: '3' },
      { label: 'Default working time (hours)', before: '—', after: '48' },
    ]);
  });

  it('should show every field of a first save that kept the values in force', () => {
    const limits = { review_overdue_days: 7, review_auto_approve_days: 21 };
    expect(
      describeDetails(
        entry('update_platform_settings', { before: limits, after: limits, first_save: true }),
      ),
    ).toEqual([
      { label: 'Overdue after (days)', before: '7', after: '7' },
      { label: 'Approve automatically after (days)', before: '21', after: '21' },
      { label: 'First Save', value: 'Yes' },
    ]);
  });

  it('should show an appeal decision as the review status before → after', () => {
    expect(
      describeDetails(
        entry('decide_appeal', {
          before: { review_status: 'rejected' },
          after: { review_status: 'approved' },
          notes: 'Found it',
          payout_id: 'sub-1_2',
        }),
      ),
    ).toEqual([
      { label: 'Review status', before: 'Rejected', after: 'Approved' },
      { label: 'Notes', value: 'Found it' },
      { label: 'Payout', value: 'sub-1_2' },
    ]);
  });

  it('should show a payout settled, with its amount in dollars and the transfer id', () => {
    expect(
      describeDetails(
        entry('process_payout', {
          from: 'processing',
          to: 'sent',
          amount_cents: 3500,
          provider_transfer_id: 'tr_sandbox_1',
        }),
      ),
    ).toEqual([
      { label: 'Status', before: 'Processing', after: 'Sent' },
      { label: 'Amount', value: '$35.00' },
      { label: 'Transfer ID', value: 'tr_sandbox_1' },
    ]);
  });

  it('should show a failed transfer with its reason', () => {
    const lines = describeDetails(
      entry('process_payout', {
        from: 'processing',
        to: 'failed',
        amount_cents: 2000,
        reason: serverMessages.transferDeclined('Stripe Connect', '…omas'),
      }),
    );
    expect(lines).toContainEqual({ label: 'Status', before: 'Processing', after: 'Failed' });
    expect(lines).toContainEqual({
      label: 'Reason',
      value: serverMessages.transferDeclined('Stripe Connect', '…omas'),
    });
  });

  it('should show the default payout account change from the previous one to this one', () => {
    expect(
      describeDetails(entry('set_default_payout_account', { previous: 'acc-old' }, 'acc-new')),
    ).toEqual([{ label: 'Default account', before: 'acc-old', after: 'acc-new' }]);
    expect(
      describeDetails(entry('set_default_payout_account', { previous: null }, 'acc-new')),
    ).toEqual([{ label: 'Default account', before: '—', after: 'acc-new' }]);
  });

  it('should list other details: money, booleans, lists and files', () => {
    expect(
      describeDetails(
        entry('create_task', { title: 'Film cooking', status: 'draft', payout_amount_cents: 2550 }),
      ),
    ).toEqual([
      { label: 'Title', value: 'Film cooking' },
      { label: 'Status', value: 'draft' },
      { label: 'Payout amount', value: '$25.50' },
    ]);
    expect(describeDetails(entry('add_payout_account', { is_default: true }))).toEqual([
      { label: 'Default', value: 'Yes' },
    ]);
    expect(
      describeDetails(entry('request_payout', { payout_ids: ['p1', 'p2'], amount_cents: 5000 })),
    ).toContainEqual({ label: 'Payouts', value: 'p1, p2' });
    expect(
      describeDetails(
        entry('submit_work', {
          files: [{ path: 'submissions/u/t/1.txt', md5_hash: 'x', size: 3 }],
        }),
      ),
    ).toContainEqual({ label: 'Files', value: 'submissions/u/t/1.txt' });
  });

  it('should have nothing to show for an entry without details', () => {
    expect(describeDetails(entry('bootstrap_admin'))).toEqual([]);
  });

  it('should humanize stored words but not ids or sentences', () => {
    expect(humanizeValue('needs_changes')).toBe('Needs Changes');
    expect(humanizeValue('acct_1MayaDemo')).toBe('acct_1MayaDemo');
    expect(humanizeValue('Clean audio.')).toBe('Clean audio.');
  });
});

describe('matchesSearch', () => {
  const log = {
    action: 'process_payout',
    entity: 'payouts',
    actor_name: 'Avery Admin',
    actor_email: 'admin@groundtruth.local',
  };

  it.each(['payout', 'Process payout', 'PROCESS_PAYOUT', 'payouts', 'avery', 'admin avery', ''])(
    'should find the entry by %j',
    (query) => expect(matchesSearch(log, query)).toBe(true),
  );

  it.each(['review', 'Maya', 'payout maya'])('should not find it by %j', (query) =>
    expect(matchesSearch(log, query)).toBe(false),
  );

  it('should label actions in words', () => {
    expect(actionLabel('set_user_role')).toBe('Set user role');
  });
});
