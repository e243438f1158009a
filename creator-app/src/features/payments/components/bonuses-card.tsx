import { useId } from 'react';
import styled from 'styled-components';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { bonusLabel } from '@groundtruth/domain/bonuses';
import { formatCents } from '@groundtruth/domain/money';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  StatusBadge,
  colorVars as c,
  fontSizes,
  fontWeights,
  space,
} from '@groundtruth/ui-kit';
import { DateTime, LoadError } from '@groundtruth/platform/screen-parts';
import { useLatestBonuses } from '../api/get-latest-bonuses';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space[1]} ${space[3]};
  align-items: start;
`;

// A reason is the admin's words, up to 500 characters: it wraps, never widens the card.
const Label = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${fontWeights.semibold};
`;

const Amount = styled.span`
  font-weight: ${fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  color: ${c.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * Earnings' latest bonuses, each as "Bonus — <reason>" with its amount, date and payout state;
 * shown only once the creator has one (a bonus is in Total Earnings and the balance already).
 */
export function BonusesCard({ userId }: { /** The signed-in creator. */ userId: string }) {
  const w = useWords('creator.payments', creatorPaymentsWords);
  const { statuses } = useWords('creator', creatorCommonWords);
  const titleId = useId();
  const bonuses = useLatestBonuses(userId);
  if (bonuses.isPending || (bonuses.data && bonuses.data.length === 0)) return null;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {w.bonuses}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {bonuses.data ? (
          <List>
            {bonuses.data.map((bonus) => (
              <Item key={bonus.id}>
                <Label>{bonusLabel(bonus.bonus_reason ?? '')}</Label>
                <Amount>{formatCents(bonus.amount_cents)}</Amount>
                <Meta>
                  <DateTime value={bonus.created_at} dateOnly />
                  <StatusBadge
                    kind="payout"
                    status={bonus.status}
                    label={statuses.payout[bonus.status]}
                  />
                </Meta>
              </Item>
            ))}
          </List>
        ) : (
          <LoadError
            message={bonusMessages.failedLoadBonuses}
            failedAt={bonuses.errorUpdatedAt}
            onRetry={() => void bonuses.refetch()}
            retrying={bonuses.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
