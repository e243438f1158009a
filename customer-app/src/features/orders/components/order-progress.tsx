import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCount } from '@groundtruth/domain/numbers';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { ProgressBar } from '@groundtruth/ui-kit';
import { Facts } from './order-row';
import { Part } from './order-facts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The time to a deadline in words: days, then hours on its last day, or past it. */
export function timeLeftText(deadlineMs: number, nowMs: number): string {
  const left = deadlineMs - nowMs;
  if (left <= 0) return words.pastDeadline;
  if (left >= DAY) return words.daysLeft(Math.floor(left / DAY));
  return words.hoursLeft(Math.max(1, Math.floor(left / HOUR)));
}

/** The share of reviewed items rejected, e.g. "12% (3 items)"; null before any review. */
export function rejectionShareText(approved: number, rejected: number): string | null {
  const reviewed = approved + rejected;
  if (reviewed === 0) return null;
  return words.rejectionShareText(
    `${Math.round((rejected / reviewed) * 100)}%`,
    formatCount(rejected),
  );
}

/**
 * A funded order's progress: approved items against the quantity, the share of reviewed items
 * rejected, and the time left to the deadline. The page keeps the order live, so it moves as
 * reviewers approve.
 */
export function OrderProgress({
  order,
  now,
}: {
  /** The order, as last read. */
  order: DatasetOrder;
  /** The time to count the deadline from (ms). */
  now: number;
}) {
  const percent = order.quantity > 0 ? (order.approved_count / order.quantity) * 100 : 0;
  const progressText = words.progressText(
    formatCount(order.approved_count),
    formatCount(order.quantity),
  );
  const rejection = rejectionShareText(order.approved_count, order.rejected_count);
  return (
    <Part aria-labelledby="order-progress">
      <h2 id="order-progress">{words.progressLabel}</h2>
      <ProgressBar
        label={words.progressLabel}
        value={percent}
        valueText={progressText}
        tone="success"
      />
      <p>{progressText}</p>
      <Facts>
        <div>
          <dt>{words.rejectionShare}</dt>
          <dd>{rejection ?? words.noReviewsYet}</dd>
        </div>
        <div>
          <dt>{words.timeLeft}</dt>
          <dd>{timeLeftText(order.deadline.toMillis(), now)}</dd>
        </div>
      </Facts>
    </Part>
  );
}
