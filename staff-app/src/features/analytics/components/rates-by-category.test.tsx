// Analytics' hourly rates by category against the emulator under the real rules, in a Firestore
// project of its own: the approved submissions of the tasks' effort histograms (task_effort_shards) by
// band of the $8.00/hour floor, each category's median, and the count of tasks under the floor,
// as bars and as a table, at 390 px with no axe violations.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import AnalyticsPage from './analytics-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-rates'),
);
vi.mock('../../../components/charts/uplot-chart', () => ({
  default: ({ spec }: { spec: { title: string } }) => <div role="img" aria-label={spec.title} />,
}));

const project = ownProject('demo-staff-rates');
const admin = { uid: 'rt-admin', role: 'admin' as const, name: 'Ada Admin' };
const path = '/dashboard/admin/analytics';
const at = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));

/** A task's approved minutes in one shard and, when under the floor, its task_effort document. */
async function effort(taskId: string, fields: Record<string, unknown>) {
  const { under_floor: underFloor, ...measured } = fields;
  await setDoc(doc(project.owner(), `task_effort_shards/${taskId}_0`), {
    task_id: taskId,
    shard: 0,
    approved: 0,
    updated_at: at,
    ...measured,
  });
  if (underFloor)
    await setDoc(doc(project.owner(), `task_effort/${taskId}`), {
      task_id: taskId,
      p25_minutes: null,
      median_minutes: null,
      p75_minutes: null,
      median_rate_cents: null,
      floor_cents: 800,
      updated_at: at,
      ...measured,
      under_floor: true,
    });
}

beforeAll(async () => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
  await Promise.all([
    setDoc(doc(project.owner(), `users/${admin.uid}`), {
      name: admin.name,
      email: `${admin.uid}@example.com`,
      role: 'admin',
      status: 'active',
      created_at: at,
    }),
    // Video: $5.00 for 50 min ($6.00/hour) five times, under the floor; $10.00 for 10 min.
    effort('rt-slow', {
      category: 'video',
      minutes: { '50': 5 },
      payout_amount_cents: 500,
      approved: 5,
      under_floor: true,
    }),
    effort('rt-quick', { category: 'video', minutes: { '10': 1 }, payout_amount_cents: 1000 }),
    // Audio: $5.00 for 30 min, twice ($10.00/hour).
    effort('rt-audio', { category: 'audio', minutes: { '30': 2 }, payout_amount_cents: 500 }),
  ]);
});
afterAll(() => project.close());

describe('Analytics: hourly rates by category', () => {
  it('should count approved work by band of the floor per category, and the tasks under it', async () => {
    project.actAs(admin);
    const user = userEvent.setup();
    renderScreen(<AnalyticsPage />, { user: admin, path });
    expect(await screen.findByText(fairPayMessages.tasksUnderFloor(1))).toBeVisible();
    const bars = await screen.findByRole('list', { name: fairPayMessages.ratesTitle });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Video · Median rate $6.00/hour', 'Audio · Median rate $10.00/hour']);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = await screen.findByRole('region', {
      name: `${fairPayMessages.ratesTitle}, table`,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Category',
      'Under $8.00/hour',
      '$8.00/hour to $12.00/hour',
      '$12.00/hour to $20.00/hour',
      '$20.00/hour to $40.00/hour',
      '$40.00/hour or more',
      'Approved',
      'Median rate',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Video', '5', '0', '0', '0', '1', '6', '$6.00/hour'],
      ['Audio', '0', '2', '0', '0', '0', '2', '$10.00/hour'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
