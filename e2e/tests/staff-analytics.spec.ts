// Staff analytics on the production build and the full stack with the demo data: the
// admin opens Analytics from the sidebar and sees the demo's charts (drawn by uPlot, loaded on
// demand); each chart read with the keyboard gives the stored numbers (each day's base plus its shards), and the table
// view shows the same numbers. Support have no Analytics link, are told in words that only
// admins can see it when they open its address, and are offered only their own quick actions.
import type { Page } from '@playwright/test';
import {
  addDays,
  dailyStatsPartSchema,
  dayId,
  emptyDailyStats,
  histogramPercentile,
  mergeHistograms,
  sumDailyParts,
  weekOf,
} from '../../domain/src/stats';
import { expect, PLATFORM_WIDE, test } from '../testing/test';
import { axeViolations, checkAccessibleAndNarrow, noSidewaysScroll } from '../testing/axe';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp } from '../testing/admin';
import { signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';

// domain's formatCents, whose module reads terms.json (which Playwright's loader cannot import).
const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The stored stats of the days from `from` to `to` (each day's base plus its shards), by day. */
async function storedDays(from: string, to: string) {
  const { db } = adminApp();
  const range = (collection: string) =>
    db.collection(collection).where('day', '>=', from).where('day', '<=', to).get();
  const [bases, shards] = await Promise.all([range('stats_daily'), range('stats_daily_shards')]);
  return sumDailyParts(
    [...bases.docs, ...shards.docs].map((d) => dailyStatsPartSchema.parse(d.data())),
  );
}

/** Focuses a chart and reads its last point with the keyboard. */
async function readLastPoint(page: Page, title: string): Promise<string> {
  const figure = page.getByRole('figure', { name: title });
  const chart = figure.getByRole('img', { name: new RegExp(`^${title}`) });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await chart.focus();
  await page.keyboard.press('End');
  const readout = figure.getByRole('status');
  await expect(readout).not.toBeEmpty();
  return (await readout.textContent()) ?? '';
}

/** The cells of a table view's last row: [period, ...values]. */
async function lastRow(page: Page, title: string): Promise<string[]> {
  const table = page.getByRole('table', { name: title });
  const row = table.getByRole('row').last();
  return row.getByRole('rowheader').or(row.getByRole('cell')).allTextContents();
}

// Today's counters move with every journey's submissions, reviews and payouts: read alone.
test(
  'admin opens Analytics and reads the demo charts, and the table shows the same numbers',
  { tag: PLATFORM_WIDE },
  async ({ page }) => {
    await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Staff', exact: true })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(page).toHaveURL(`${appUrl}/dashboard/admin/analytics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    const titles = [
      'Submissions received per day',
      'Review decisions per day',
      'Time to review per week',
      'Payouts sent per week',
      'Active creators per week',
    ];
    for (const title of titles) {
      await expect(
        page.getByRole('figure', { name: title }).locator('canvas').first(),
      ).toBeVisible();
    }

    // The stack seeded the demo when it started: today, or yesterday when the run crossed midnight
    // UTC. Its events are counted in the day's shards; the charts end on today, whatever today holds.
    const today = dayId(Date.now());
    const week = weekOf(today);
    const seeded = await storedDays(addDays(today, -1), today);
    const seededTotal = (
      field: 'submissions_received' | 'reviews_approved' | 'payouts_sent_count',
    ) => seeded.reduce((total, d) => total + d[field], 0);
    expect(
      seededTotal('submissions_received'),
      'the demo seed counted its submissions',
    ).toBeGreaterThan(0);
    expect(seededTotal('reviews_approved'), 'the demo seed counted its approvals').toBeGreaterThan(
      0,
    );
    expect(seededTotal('payouts_sent_count'), 'the demo seed counted its payouts').toBeGreaterThan(
      0,
    );
    const stats = seeded.find((d) => d.day === today) ?? emptyDailyStats(today);
    const thisWeek = await storedDays(week, addDays(week, 6));
    const sum = (
      field: 'payouts_sent_cents' | 'bonuses_awarded_cents' | 'active_creators_week_new',
    ) => thisWeek.reduce((total, d) => total + d[field], 0);

    const submissions = `${dayLabel(today)}: Submissions ${stats.submissions_received}`;
    expect(await readLastPoint(page, titles[0]!)).toBe(submissions);
    const reviews =
      `${dayLabel(today)}: Approved ${stats.reviews_approved}, Rejected ${stats.reviews_rejected}, ` +
      `Changes requested ${stats.reviews_changes_requested}`;
    expect(await readLastPoint(page, titles[1]!)).toBe(reviews);
    const payouts =
      `Week of ${dayLabel(week)}: Amount sent ${formatCents(sum('payouts_sent_cents'))}, ` +
      `Bonuses awarded ${formatCents(sum('bonuses_awarded_cents'))}`;
    expect(await readLastPoint(page, titles[3]!)).toBe(payouts);
    const creators = `Week of ${dayLabel(week)}: Active creators ${sum('active_creators_week_new')}`;
    expect(await readLastPoint(page, titles[4]!)).toBe(creators);
    // The week's review times, from the stored histograms ("—" for a week without a review yet).
    const histogram = mergeHistograms(thisWeek.map((d) => d.review_time_hours));
    const hours = (p: number) => {
      const value = histogramPercentile(histogram, p);
      return value === null ? '—' : `${value.toFixed(1)} h`;
    };
    const reviewTime = await readLastPoint(page, titles[2]!);
    expect(reviewTime).toBe(
      `Week of ${dayLabel(week)}: Median ${hours(0.5)}, 90th percentile ${hours(0.9)}`,
    );

    expect(await axeViolations(page)).toEqual([]);

    // The table view: the same numbers, row by row.
    await page.getByRole('tab', { name: 'Table' }).click();
    expect(await lastRow(page, titles[0]!)).toEqual([
      dayLabel(today),
      String(stats.submissions_received),
    ]);
    expect(await lastRow(page, titles[1]!)).toEqual([
      dayLabel(today),
      String(stats.reviews_approved),
      String(stats.reviews_rejected),
      String(stats.reviews_changes_requested),
    ]);
    const [, median, p90] = await lastRow(page, titles[2]!);
    expect(reviewTime).toBe(`Week of ${dayLabel(week)}: Median ${median}, 90th percentile ${p90}`);
    expect(await lastRow(page, titles[3]!)).toEqual([
      `Week of ${dayLabel(week)}`,
      formatCents(sum('payouts_sent_cents')),
      formatCents(sum('bonuses_awarded_cents')),
    ]);
    expect(await lastRow(page, titles[4]!)).toEqual([
      `Week of ${dayLabel(week)}`,
      String(sum('active_creators_week_new')),
    ]);

    expect(await axeViolations(page)).toEqual([]);

    // A year: one row a day (one document a day at most), the same last day.
    await page.getByLabel('Last 365 days').check();
    const yearTable = page.getByRole('table', { name: titles[0]! });
    await expect(yearTable.getByRole('row')).toHaveCount(366); // the header and 365 days
    expect(await lastRow(page, titles[0]!)).toEqual([
      dayLabel(today),
      String(stats.submissions_received),
    ]);
  },
);

test('support has no Analytics link, and its address says only admins can see it, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_SUPPORT, DEMO_PASSWORD);
  // The overview offers support only what support can do.
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(quickActions.getByRole('link')).toHaveText(['Manage Tasks', 'Review Submissions']);
  await page.getByRole('button', { name: 'Menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Staff', exact: true });
  await expect(sidebar.getByRole('link', { name: 'Audit Logs' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await page.goto(`${appUrl}/dashboard/admin/analytics`);
  await expect(page).toHaveURL(`${appUrl}/dashboard/admin/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(
    page.getByRole('status').getByText(staffMessages.onlyAdminsSeeAnalytics),
  ).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await checkAccessibleAndNarrow(page);
});
