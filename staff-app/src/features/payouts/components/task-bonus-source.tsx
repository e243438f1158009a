import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Select, TextField, Textarea, space } from '@groundtruth/ui-kit';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { BONUS_REASON_MAX } from '@groundtruth/domain/bonuses';
import { messages } from '@groundtruth/domain/messages';
import { parseDollarsToCents } from '@groundtruth/domain/money';
import { useDraft } from '@groundtruth/platform/drafts';
import { approvedSubmissionRows, useBonusTaskChoices } from '../api/task-bonus-rows';
import type { BulkBonusProblem, BulkBonusRow } from '../bulk-bonus-csv';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
  justify-items: start;

  & > :not(button) {
    justify-self: stretch;
  }
`;

/** Where the source's fields wait while the dialog is closed, until the bonuses are awarded. */
export const TASK_BONUS_DRAFT = 'task-bonus:';

/**
 * The bulk form's second source: one bonus of the same amount and reason for each approved
 * submission of a task. "Find approved submissions" reads them and hands the rows to the dialog's
 * preview; nothing is awarded here.
 */
export function TaskBonusSource({
  onRows,
}: {
  /** The rows found (and why none could be), for the dialog's preview. */
  onRows: (found: { rows: BulkBonusRow[]; problems: BulkBonusProblem[] }) => void;
}) {
  const tasks = useBonusTaskChoices();
  const [taskId, setTaskId] = useDraft(`${TASK_BONUS_DRAFT}task`, '');
  const [amount, setAmount] = useDraft(`${TASK_BONUS_DRAFT}amount`, '');
  const [reason, setReason] = useDraft(`${TASK_BONUS_DRAFT}reason`, '');
  const [checked, setChecked] = useState(false);
  const [finding, setFinding] = useState(false);
  const [failed, setFailed] = useState(false);
  const cents = parseDollarsToCents(amount);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!taskId || !cents || !reason.trim()) return;
    setFinding(true);
    setFailed(false);
    try {
      onRows(await approvedSubmissionRows(taskId, cents, reason.trim()));
    } catch {
      setFailed(true);
    } finally {
      setFinding(false);
    }
  };

  return (
    <Form
      onSubmit={(event) => void find(event)}
      noValidate
      aria-label="Bonus per approved submission"
    >
      <Select
        label="Task"
        placeholder={bonusMessages.bulkBonusChooseTask}
        disabled={tasks.isPending}
        required
        options={(tasks.data ?? []).map((task) => ({ value: task.id, label: task.title }))}
        value={taskId}
        error={checked && !taskId ? bonusMessages.bulkBonusChooseTask : undefined}
        onChange={(event) => setTaskId(event.target.value)}
      />
      <TextField
        label="Amount per submission (USD)"
        inputMode="decimal"
        required
        placeholder="10.00"
        value={amount}
        error={checked && !cents ? bonusMessages.bonusAmountInvalid : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Textarea
        label="Reason"
        required
        maxLength={BONUS_REASON_MAX}
        hint="Each creator reads it: Bonus — <reason>"
        value={reason}
        error={checked && !reason.trim() ? bonusMessages.bonusReasonRequired : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" loading={finding}>
        Find approved submissions
      </Button>
      {tasks.isError || failed ? <Alert tone="destructive">{messages.unexpected}</Alert> : null}
    </Form>
  );
}
