import { useId } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout } from '@groundtruth/domain/entities';
import { formatCents } from '@groundtruth/domain/money';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  StatusBadge,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { ProcessPayoutButton } from './process-payout-button';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${space[3]} ${space[6]};
  margin: 0;

  dt {
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled(CardFooter)`
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[2]};
`;

/** One payout: amount, creator, task, status, payment method, transfer, failure and dates. */
export function PayoutCard({
  payout,
  canProcess,
}: {
  /** The payout as stored (user and task copied in when it was created). */
  payout: WithId<Payout>;
  /** The signed-in user may process payouts (admin). */
  canProcess: boolean;
}) {
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id={titleId}>
            {formatCents(payout.amount_cents)} to {payout.user_name}
          </CardTitle>
          <StatusBadge kind="payout" status={payout.status} />
        </TitleRow>
        <CardDescription>{payout.task_title}</CardDescription>
      </CardHeader>
      <CardContent>
        <Facts>
          <div>
            <dt>Creator</dt>
            <dd>{payout.user_name}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{payout.user_email}</dd>
          </div>
          <div>
            {/* The method it goes to (pending) or went to: the provider alone says neither. */}
            <dt>{payoutMessages.payoutMethodLabel}</dt>
            <dd>{payout.account_label ?? payoutMessages.payoutMethodNone}</dd>
          </div>
          <div>
            <dt>Transfer ID</dt>
            <dd>{payout.provider_transfer_id ?? '—'}</dd>
          </div>
          {payout.failure_reason ? (
            <div>
              <dt>Failure reason</dt>
              <dd>{payout.failure_reason}</dd>
            </div>
          ) : null}
          <div>
            <dt>Created</dt>
            <dd>
              <DateTime value={payout.created_at} />
            </dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>
              <DateTime value={payout.updated_at} />
            </dd>
          </div>
        </Facts>
      </CardContent>
      {payout.status === 'pending' ? (
        <Footer>
          <ProcessPayoutButton
            payoutId={payout.id}
            amount={formatCents(payout.amount_cents)}
            payee={payout.user_name}
            canProcess={canProcess}
          />
        </Footer>
      ) : null}
    </Card>
  );
}
