import styled from 'styled-components';
import { colorVars as c, fontSizes, ProgressBar } from '@groundtruth/ui-kit';
import { MIN_CASHOUT_CENTS } from '@groundtruth/domain/constants';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

const Caption = styled.p`
  margin: 8px 0 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

/** How far the available balance is from the $50 cash-out minimum (docs/product.md, Rules and constants). */
export function CashoutProgress({ availableCents }: { availableCents: number }) {
  const format = useFormat();
  const w = useWords('creator.overview', creatorOverviewWords);
  const reached = Math.max(0, Math.min(availableCents, MIN_CASHOUT_CENTS));
  const percent = Math.round((reached / MIN_CASHOUT_CENTS) * 100);
  const minimum = format.cents(MIN_CASHOUT_CENTS);
  return (
    <div>
      <ProgressBar
        label={w.progressLabel(minimum)}
        value={percent}
        valueText={w.progressValue(format.cents(reached), minimum)}
        tone="success"
      />
      <Caption>
        {availableCents >= MIN_CASHOUT_CENTS
          ? w.canRequestPayout
          : w.moreToMinimum(format.cents(MIN_CASHOUT_CENTS - Math.max(0, availableCents)), minimum)}
      </Caption>
    </div>
  );
}
