import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, Skeleton, Tabs, space } from '@groundtruth/ui-kit';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { isoWeekId } from '@groundtruth/domain/review-agreement';
import {
  REVIEW_QUALITY_RANGES_DAYS,
  type ReviewQualityRangeDays,
} from '@groundtruth/domain/reviewer-stats';
import { addDays, dayId, weekOf } from '@groundtruth/domain/stats';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { ChartTable } from '../../../components/charts/chart-table';
import { useReviewAgreement } from '../api/get-review-agreement';
import { useReviewerRows } from '../api/get-reviewer-rows';
import { kappaChart } from '../review-quality-chart';
import { ReviewerTable } from './reviewer-table';
import { PeriodPicker } from '../../../components/period-picker';

const Section = styled.section`
  margin-top: ${space[6]};
  h2 {
    margin: 0 0 ${space[3]};
  }
`;

/** Admins' weekly kappa, as a chart or as its table. */
function AgreementSection({ fromDay, today }: { fromDay: string; today: string }) {
  const [view, setView] = useState('chart');
  const agreement = useReviewAgreement(isoWeekId(weekOf(fromDay)), true);
  const spec = useMemo(
    () => (agreement.data ? kappaChart(agreement.data, fromDay, today) : null),
    [agreement.data, fromDay, today],
  );
  return (
    <Section aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">Second-opinion agreement</h2>
      {agreement.isPending ? (
        <Skeleton label="Loading second-opinion agreement" count={2} />
      ) : agreement.isError ? (
        <LoadError
          message={staffMessages.failedLoadReviewQuality}
          failedAt={agreement.errorUpdatedAt}
          onRetry={() => void agreement.refetch()}
          retrying={agreement.isRefetching}
        />
      ) : agreement.data.every((week) => week.pairs === 0) || !spec ? (
        <EmptyState title={staffMessages.noSecondOpinions} />
      ) : (
        <Tabs
          label="Agreement view"
          value={view}
          onValueChange={setView}
          items={[
            { value: 'chart', label: 'Chart', content: <ChartFigure spec={spec} /> },
            { value: 'table', label: 'Table', content: <ChartTable spec={spec} /> },
          ]}
        />
      )}
    </Section>
  );
}

/**
 * /dashboard/review-quality: reviewer QA over the last 30 or 90 days, from the reviewers'
 * pre-aggregated days — per reviewer their decisions, approval share, gold accuracy, agreement
 * with second opinions, appeal overturns, median time to review and probation — and, for admins,
 * Cohen's kappa of each week's second opinions. Support see their own row only (the rules give
 * them nothing else).
 */
export default function ReviewQualityPage() {
  const { user, role } = useSignedInUser();
  const isAdmin = role === 'admin';
  const [days, setDays] = useState<ReviewQualityRangeDays>(30);
  // Today as of opening the screen: switching windows keeps one end, so the cache is reused.
  const [today] = useState(() => dayId(Date.now()));
  const fromDay = addDays(today, -(days - 1));
  const rows = useReviewerRows({ uid: user.uid, isAdmin }, fromDay);

  return (
    <section>
      <PageHeader
        title="Review quality"
        description={
          isAdmin
            ? 'How each reviewer decides, checked against gold items, second opinions and appeals (UTC days).'
            : 'How your reviews compare with gold items, second opinions and appeals (UTC days).'
        }
      />
      <PeriodPicker
        name="review-quality-range"
        choices={REVIEW_QUALITY_RANGES_DAYS}
        days={days}
        onChange={setDays}
      />
      <h2>{isAdmin ? 'Reviewers' : 'Your reviews'}</h2>
      {rows.isPending ? (
        <Skeleton label="Loading review quality" count={3} />
      ) : rows.isError ? (
        <LoadError
          message={staffMessages.failedLoadReviewQuality}
          failedAt={rows.errorUpdatedAt}
          onRetry={() => void rows.refetch()}
          retrying={rows.isRefetching}
        />
      ) : rows.data.length === 0 ? (
        <EmptyState title={staffMessages.noReviewDecisions} />
      ) : (
        <ReviewerTable rows={rows.data} days={days} />
      )}
      {isAdmin ? <AgreementSection fromDay={fromDay} today={today} /> : null}
    </section>
  );
}
