import styled from 'styled-components';
import { payoutProviderLabels } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import type { Payout } from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import { payoutOrigin } from '@groundtruth/domain/payout-origin';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  EmptyState,
  Skeleton,
  StatusBadge,
  colorVars as c,
  fontSizes,
  fontWeights,
  narrow,
} from '@groundtruth/ui-kit';
import { DateTime, LoadError, useFailureToast, LoadMore } from '@groundtruth/platform/screen-parts';
import { usePayoutHistory } from '../api/get-payout-history';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${c.border};
  border-radius: 12px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};

  th,
  td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${c.border};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  th {
    font-weight: ${fontWeights.semibold};
    color: ${c.textMuted};
    background: ${c.surfaceMuted};
  }

  td[data-amount] {
    font-weight: ${fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /* On a phone five columns do not fit: each payout becomes a block of labelled lines, so the
     Status column is never cut off at the edge. */
  ${narrow} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${c.border};
    }

    tbody tr:last-child {
      border-bottom: none;
    }

    td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: 8px;
      padding: 4px 16px;
      border-bottom: none;
    }

    td::before {
      content: attr(data-label);
      font-weight: ${fontWeights.semibold};
      color: ${c.textMuted};
    }
  }
`;

const Reason = styled.p`
  margin: 4px 0 0;
  color: ${c.destructive};
`;

const Origin = styled.p`
  margin: 4px 0 0;
  color: ${c.textMuted};
`;

/** What a payout is, in words: paid on approval or requested, and whether it is still on its way. */
function originWords(
  payout: WithId<Payout>,
  words: (typeof englishMessages)['payoutOrigin'],
): string | null {
  const origin = payoutOrigin(payout);
  if (origin === 'bonus') return null; // its title already says "Bonus — <reason>"
  const onItsWay = payout.status === 'pending' || payout.status === 'processing';
  if (origin === 'approval') return onItsWay ? words.approvalOnItsWay : words.approval;
  return onItsWay ? words.requestOnItsWay : words.request;
}

/** The Payout History tab: the creator's payouts, newest first, with their state and origin. */
export function PayoutHistoryTab() {
  const format = useFormat();
  const w = useWords('creator.payments', creatorPaymentsWords);
  const { statuses } = useWords('creator', creatorCommonWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const history = usePayoutHistory(user.uid);
  const payouts = history.data?.pages.flatMap((page) => page.items) ?? [];
  useFailureToast(
    history.data && history.isError ? history.errorUpdatedAt : 0,
    messages.failedLoadPayouts,
  );

  if (history.isPending) return <Skeleton label={w.loadingPayoutHistory} count={3} height={48} />;
  if (!history.data)
    return (
      <LoadError
        message={messages.failedLoadPayouts}
        failedAt={history.errorUpdatedAt}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  if (payouts.length === 0)
    return <EmptyState title={messages.noPayoutHistory} description={w.payoutHistoryHint} />;
  return (
    <>
      <Scroll>
        <Table aria-label={w.payoutHistoryTable}>
          <thead>
            <tr>
              <th scope="col">{w.date}</th>
              <th scope="col">{w.task}</th>
              <th scope="col">{w.amount}</th>
              <th scope="col">{w.provider}</th>
              <th scope="col">{w.status}</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <td data-label={w.date}>
                  <DateTime value={payout.created_at} />
                </td>
                <td data-label={w.task}>{payout.task_title}</td>
                <td data-label={w.amount} data-amount="">
                  {format.cents(payout.amount_cents)}
                </td>
                <td data-label={w.provider}>{payoutProviderLabels[payout.provider]}</td>
                <td data-label={w.status}>
                  <div>
                    <StatusBadge
                      kind="payout"
                      status={payout.status}
                      label={statuses.payout[payout.status]}
                    />
                    {originWords(payout, messages.payoutOrigin) ? (
                      <Origin>{originWords(payout, messages.payoutOrigin)}</Origin>
                    ) : null}
                    {payout.status === 'failed' && payout.failure_reason ? (
                      <Reason>{payout.failure_reason}</Reason>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <LoadMore
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      />
    </>
  );
}
