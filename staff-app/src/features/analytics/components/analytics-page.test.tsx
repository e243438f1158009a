// Analytics against the emulator under the real rules, in a Firestore project of its own so the
// figures are exact: a day's figure is its base (stats_daily, which the recount writes, a
// correction included) plus its shards (stats_daily_shards, which the events add to), read with
// one query each; a folded past day is its base alone, and shards outside the range are not read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { addDays, dayId } from '@groundtruth/domain/stats';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import AnalyticsPage from './analytics-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-analytics'),
);
// jsdom draws no canvas: the chart stands in as its accessible image; its numbers are the table's.
vi.mock('../../../components/charts/uplot-chart', () => ({
  default: ({ spec }: { spec: { title: string } }) => <div role="img" aria-label={spec.title} />,
}));

const project = ownProject('demo-staff-analytics');
const admin = { uid: 'an-admin', role: 'admin' as const, name: 'Ada Admin' };
const path = '/dashboard/admin/analytics';
const today = dayId(Date.now());
const yesterday = addDays(today, -1);
const outOfRange = addDays(today, -40);

beforeAll(async () => {
  const owner = project.owner();
  const shard = (day: string, k: number, fields: object) =>
    setDoc(doc(owner, `stats_daily_shards/${day}_${k}`), { day, shard: k, ...fields });
  await Promise.all([
    setDoc(doc(owner, `users/${admin.uid}`), {
      name: admin.name,
      email: `${admin.uid}@example.com`,
      role: 'admin',
      status: 'active',
      created_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
    }),
    // Yesterday, folded: its base alone.
    setDoc(doc(owner, `stats_daily/${yesterday}`), {
      day: yesterday,
      submissions_received: 5,
      reviews_approved: 2,
    }),
    // Today: a base with the recount's correction (one submission fewer than the shards hold),
    // and three shards.
    setDoc(doc(owner, `stats_daily/${today}`), { day: today, submissions_received: -1 }),
    shard(today, 3, { submissions_received: 3, reviews_approved: 1 }),
    shard(today, 77, { submissions_received: 4 }),
    shard(today, 120, { reviews_approved: 2, reviews_rejected: 1 }),
    // A day 40 days ago, not yet folded: outside the 30-day range.
    shard(outOfRange, 5, { submissions_received: 100 }),
  ]);
});
afterAll(() => project.close());

/** The cells of a chart table's rows, the last `n`: [day, ...values]. */
async function lastRows(title: string, n: number): Promise<string[][]> {
  const region = await screen.findByRole('region', { name: `${title}, table` });
  const rows = within(region).getAllByRole('row').slice(-n);
  return rows.map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('AnalyticsPage', () => {
  it("should show each day's base plus its shards, and nothing from shards outside the range", async () => {
    project.actAs(admin);
    const user = userEvent.setup();
    renderScreen(<AnalyticsPage />, { user: admin, path });
    await user.click(await screen.findByRole('tab', { name: 'Table' }));
    const submissions = await lastRows('Submissions received per day', 2);
    expect(submissions.map((row) => row.slice(1))).toEqual([['5'], ['6']]);
    const reviews = await lastRows('Review decisions per day', 2);
    // Approved, rejected, changes requested.
    expect(reviews.map((row) => row.slice(1))).toEqual([
      ['2', '0', '0'],
      ['3', '1', '0'],
    ]);
    const region = screen.getByRole('region', { name: 'Submissions received per day, table' });
    const cells = within(region)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).not.toContain('100');
    expect(cells.filter((c) => c !== '0')).toEqual(['5', '6']);
  });
});
