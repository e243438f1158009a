import styled from 'styled-components';
import { colorVars as c, fontSizes, ProgressBar } from '@groundtruth/ui-kit';
import { MIN_CASHOUT_CENTS } from '@groundtruth/domain/constants';
import { formatCents } from '@groundtruth/domain/money';

const Caption = styled.p`
  margin: 8px 0 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

/** How far the available balance is from the $50 cash-out minimum (docs/product.md, Rules and constants). */
export function CashoutProgress({ availableCents }: { availableCents: number }) {
  const reached = Math.max(0, Math.min(availableCents, MIN_CASHOUT_CENTS));
  const percent = Math.round((reached / MIN_CASHOUT_CENTS) * 100);
  const minimum = formatCents(MIN_CASHOUT_CENTS);
  return (
    <div>
      <ProgressBar
        label={`Progress to the ${minimum} minimum payout`}
        value={percent}
        valueText={`${formatCents(reached)} of ${minimum}`}
        tone="success"
      />
      <Caption>
        {availableCents >= MIN_CASHOUT_CENTS
          ? 'You can request a payout.'
          : `${formatCents(MIN_CASHOUT_CENTS - Math.max(0, availableCents))} more to reach the ${minimum} minimum payout.`}
      </Caption>
    </div>
  );
}
