import { useMemo } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Skeleton, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { MAX_BULK_BONUS_ROWS } from '@groundtruth/domain/bonuses';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { aboutMinutes, formatHourlyRate } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { topUpRows } from '@groundtruth/domain/top-up';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { useApprovedSubmissions, useSendTopUp } from '../api/top-up';

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Rows = styled.ul`
  margin: 0;
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
  max-height: 40vh;
  overflow: auto;
`;

const Problems = styled(Rows)`
  color: ${colorVars.destructive};
  overflow-wrap: anywhere;
`;

/**
 * Top up a task whose approved work made a median under the hourly floor: each approved
 * submission short of the floor at the median time gets the difference as a bonus, previewed
 * (each row and the total) before it is sent through the bulk bonus. Each row's request id is
 * the task's and the submission's (domain/src/top-up.ts): sent again, nothing is paid twice.
 */
export function TopUpDialog({
  task,
  medianMinutes,
  floorCents,
  onClose,
}: {
  task: WithId<Task>;
  medianMinutes: number;
  floorCents: number;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const approved = useApprovedSubmissions(task.id);
  const send = useSendTopUp();
  const floor = formatHourlyRate(floorCents);
  const rows = useMemo(
    () =>
      approved.data
        ? topUpRows(
            task.id,
            approved.data,
            medianMinutes,
            floorCents,
            fairPayMessages.topUpReason(floor),
          )
        : null,
    [approved.data, task.id, medianMinutes, floorCents, floor],
  );
  const tooMany = (approved.data?.length ?? 0) > MAX_BULK_BONUS_ROWS;
  const total = (rows ?? []).reduce((sum, row) => sum + row.amountCents, 0);
  const result = send.data;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}
      title={fairPayMessages.topUpTitle(task.title)}
      description={fairPayMessages.topUpReason(floor)}
      footer={
        <>
          <Button onClick={onClose} disabled={send.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          {result ? null : (
            <Button
              variant="primary"
              loading={send.isPending}
              disabled={!rows?.length || tooMany}
              onClick={() => rows && send.mutate(rows)}
            >
              {fairPayMessages.topUpSend}
            </Button>
          )}
        </>
      }
    >
      <Body>
        {approved.isPending ? (
          <Skeleton label="Loading approved submissions" />
        ) : approved.isError ? (
          <LoadError
            message={fairPayMessages.failedLoadTopUp}
            onRetry={() => void approved.refetch()}
            retrying={approved.isFetching}
          />
        ) : tooMany ? (
          <Alert tone="warning">{bonusMessages.bulkBonusTaskTooMany(MAX_BULK_BONUS_ROWS)}</Alert>
        ) : rows?.length ? (
          <>
            <p role="status">
              {fairPayMessages.topUpPreview(
                rows.length,
                floor,
                aboutMinutes(medianMinutes),
                formatCents(total),
              )}
            </p>
            <Rows aria-label="Top-up bonuses">
              {rows.map((row) => (
                <li key={row.submissionId}>
                  {row.where}: {formatCents(row.amountCents)}
                </li>
              ))}
            </Rows>
          </>
        ) : (
          <p role="status">{fairPayMessages.topUpNothing}</p>
        )}
        {send.isError ? <Alert tone="destructive">{messages.unexpected}</Alert> : null}
        {result ? (
          <>
            <Alert tone={result.failed.length ? 'warning' : 'success'}>
              {fairPayMessages.topUpDone(result.awarded, result.failed.length)}
            </Alert>
            {result.failed.length ? (
              <Problems aria-label="Top-ups that failed">
                {result.failed.map((problem) => (
                  <li key={`${problem.where}-${problem.message}`}>
                    {problem.where}: {problem.message}
                  </li>
                ))}
              </Problems>
            ) : null}
          </>
        ) : null}
      </Body>
    </Dialog>
  );
}
