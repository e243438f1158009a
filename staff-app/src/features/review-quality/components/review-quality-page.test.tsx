// Review quality against the emulator under the real rules, in a Firestore project of its own
// so the rows are exact: reviewer_stats and their days as the functions keep them, the reviewers'
// names from users, the 30 / 90 day windows, probation from the totals, the weekly kappa as a
// chart and as its table (admins), support seeing only their own row and no kappa, the empty state.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { isoWeekId } from '@groundtruth/domain/review-agreement';
import { addDays, dayId } from '@groundtruth/domain/stats';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import ReviewQualityPage from './review-quality-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-staff-review-quality',
  ),
);
// jsdom draws no canvas: the chart stands in as its accessible image; its numbers are the table's.
vi.mock('../../../components/charts/uplot-chart', () => ({
  default: ({ spec }: { spec: { title: string } }) => <div role="img" aria-label={spec.title} />,
}));

const project = ownProject('demo-staff-review-quality');
const EMPTY = 'demo-staff-review-quality-empty';
const prefix = 'rq';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const other = { uid: `${prefix}-other`, role: 'support' as const, name: 'Sue Support' };
const path = '/dashboard/review-quality';
const today = dayId(Date.now());
const longAgo = addDays(today, -40); // in the 90-day window, not the 30-day one

function user(who: { uid: string; name: string; role: string }) {
  return {
    name: who.name,
    email: `${who.uid}@example.com`,
    role: who.role,
    status: 'active',
    created_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
  };
}

beforeAll(async () => {
  const owner = project.owner();
  const empty = project.owner(EMPTY);
  const day = (uid: string, d: string, fields: object) =>
    setDoc(doc(owner, `reviewer_stats_daily/${uid}_${d}`), { uid, day: d, ...fields });
  await Promise.all([
    ...[admin, support, other].map((who) => setDoc(doc(owner, `users/${who.uid}`), user(who))),
    setDoc(doc(empty, `users/${admin.uid}`), user(admin)),
    // Sid: 4 decisions today, 6 more 40 days ago; gold 15 of 20 in total: on probation.
    setDoc(doc(owner, `reviewer_stats/${support.uid}`), {
      uid: support.uid,
      decisions: 10,
      approved: 5,
      rejected: 5,
      gold_total: 20,
      gold_correct: 15,
    }),
    day(support.uid, today, {
      decisions: 4,
      approved: 3,
      rejected: 1,
      gold_total: 2,
      gold_correct: 1,
      second_opinions_given: 2,
      second_opinions_agreed: 1,
      overturned_on_appeal: 1,
      review_time_hours: { lt_1h: 4 },
    }),
    day(support.uid, longAgo, {
      decisions: 6,
      approved: 2,
      rejected: 4,
      gold_total: 18,
      gold_correct: 14,
      review_time_hours: { lt_24h: 6 },
    }),
    // Sue: one approval today.
    setDoc(doc(owner, `reviewer_stats/${other.uid}`), {
      uid: other.uid,
      decisions: 1,
      approved: 1,
    }),
    day(other.uid, today, { decisions: 1, approved: 1, review_time_hours: { lt_2h: 1 } }),
    // This week's second opinions over two shards, folded: the textbook table, kappa 0.40.
    setDoc(doc(owner, `review_agreement/${isoWeekId(today)}_3`), {
      week: isoWeekId(today),
      shard: 3,
      pairs: 25,
      matrix: { approved: { approved: 20 }, rejected: { rejected: 5 } },
    }),
    setDoc(doc(owner, `review_agreement/${isoWeekId(today)}_11`), {
      week: isoWeekId(today),
      shard: 11,
      pairs: 25,
      matrix: { approved: { rejected: 5 }, rejected: { approved: 10, rejected: 10 } },
    }),
  ]);
});
afterAll(() => project.close());

/** How many Monday-to-Sunday weeks the days from `from` to `to` touch. */
function weeksTouched(from: string, to: string): number {
  let weeks = new Date(`${from}T00:00:00Z`).getUTCDay() === 1 ? 0 : 1;
  for (let day = from; day <= to; day = addDays(day, 1))
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1) weeks++;
  return weeks;
}

/** The cells of the reviewer's row, by column header. */
function row(name: string) {
  const table = screen.getByRole('table', { name: /^Reviewers, last/ });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const cells = within(within(table).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  return Object.fromEntries(headers.slice(1).map((h, i) => [h, cells[i]]));
}

describe('ReviewQualityPage', () => {
  it("should show admins every reviewer's figures over 30 or 90 days, and kappa per week", async () => {
    project.actAs(admin);
    renderScreen(<ReviewQualityPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Review quality' })).toBeVisible();
    expect(screen.getByText('Loading review quality')).toBeInTheDocument();

    await screen.findByRole('table', { name: 'Reviewers, last 30 days' });
    expect(row('Sid Support')).toEqual({
      Decisions: '4',
      Approved: '75%',
      'Gold accuracy': '50% (2)',
      'Agreement with second opinions': '50% (2)',
      'Overturned on appeal': '1',
      'Median time to review': '0.5 h',
      Probation: 'On probation',
    });
    expect(row('Sue Support')).toMatchObject({ Decisions: '1', Approved: '100%', Probation: 'No' });
    // The reviewer with most decisions first.
    const reviewers = screen.getByRole('table', { name: 'Reviewers, last 30 days' });
    expect(
      within(reviewers)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Sid Support', 'Sue Support']);

    await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await screen.findByRole('table', { name: 'Reviewers, last 90 days' });
    expect(row('Sid Support')).toMatchObject({
      Decisions: '10',
      Approved: '50%',
      'Gold accuracy': '75% (20)',
    });

    const agreement = screen.getByRole('region', { name: 'Second-opinion agreement' });
    const title = "Second-opinion agreement per week (Cohen's kappa)";
    expect(await within(agreement).findByRole('img', { name: title })).toBeInTheDocument();
    await userEvent.click(within(agreement).getByRole('tab', { name: 'Table' }));
    const weeks = within(agreement).getByRole('table', { name: title });
    const rows = within(weeks).getAllByRole('row');
    // One row per week the 90 days touch; only this week had pairs.
    expect(rows).toHaveLength(1 + weeksTouched(addDays(today, -89), today));
    expect(rows.at(-1)).toHaveTextContent(/0\.40$/);
    expect(rows[1]).toHaveTextContent(/—$/);
    expect(await axeViolations()).toEqual([]);
  });

  it('should show support only their own row, and no kappa', async () => {
    project.actAs(support);
    renderScreen(<ReviewQualityPage />, { user: support, path });
    await screen.findByRole('table', { name: 'Reviewers, last 30 days' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your reviews' })).toBeVisible();
    const own = screen.getByRole('table', { name: 'Reviewers, last 30 days' });
    expect(
      within(own)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Sid Support']);
    expect(screen.queryByRole('region', { name: 'Second-opinion agreement' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should say when no reviewer decided anything, and when no second opinion was given', async () => {
    project.actAs(admin, EMPTY);
    renderScreen(<ReviewQualityPage />, { user: admin, path });
    expect(await screen.findByText(staffMessages.noReviewDecisions)).toBeVisible();
    expect(await screen.findByText(staffMessages.noSecondOpinions)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
