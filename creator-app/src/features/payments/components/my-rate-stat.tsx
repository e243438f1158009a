import { formatHourlyRate } from '@groundtruth/domain/fair-pay';
import { payWords } from '@groundtruth/domain/words/pay';
import { useWords } from '@groundtruth/platform/i18n';
import { Skeleton, StatCard } from '@groundtruth/ui-kit';
import { useMyRate } from '../api/get-my-rate';

/**
 * Earnings' figure of the creator's own effective hourly rate over 30 days: what their approved
 * work paid for the time it took. A failed read shows nothing rather than a wrong figure.
 */
export function MyRateStat({ userId }: { userId: string }) {
  const w = useWords('pay', payWords);
  const rate = useMyRate(userId);
  if (rate.isPending) return <Skeleton label={w.loadingMyRate} height={88} />;
  if (!rate.data) return null;
  const { centsPerHour, submissions } = rate.data;
  return (
    <StatCard
      label={w.myRateTitle}
      value={centsPerHour === null ? '—' : formatHourlyRate(centsPerHour, w)}
      hint={centsPerHour === null ? w.myRateNone : w.myRateHint(submissions)}
    />
  );
}
