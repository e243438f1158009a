import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Tabs, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { useDiscardDrafts } from '@groundtruth/platform/drafts';
import { useAwardBonuses, type BulkAwardResult } from '../api/award-bonuses';
import { readBulkBonusCsv, type BulkBonusProblem, type BulkBonusRow } from '../bulk-bonus-csv';
import { TASK_BONUS_DRAFT, TaskBonusSource } from './task-bonus-source';

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Label = styled.label`
  display: grid;
  gap: ${space[1]};
  font-weight: 600;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${space[5]};
  color: ${colorVars.destructive};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The file's text (FileReader: every browser, and the screen tests' jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

function ProblemList({ problems, label }: { problems: BulkBonusProblem[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <Problems aria-label={label}>
      {problems.map((problem) => (
        <li key={`${problem.where}-${problem.message}`}>
          {problem.where}: {problem.message}
        </li>
      ))}
    </Problems>
  );
}

/**
 * Award Bonuses from a CSV of `email,amount,reason`, or one bonus per approved submission of a
 * task: the rows are read and previewed (how many, the total, the rows refused) before anything
 * is sent; confirming awards each row through awardBonus with a request id derived from the file
 * (or the task, amount and reason), so sending the same again adds none.
 */
export function BulkBonusDialog({ onClose }: { /** Closes the dialog. */ onClose: () => void }) {
  const award = useAwardBonuses();
  const discardDrafts = useDiscardDrafts();
  const [rows, setRows] = useState<BulkBonusRow[] | null>(null);
  const [problems, setProblems] = useState<BulkBonusProblem[]>([]);
  const [result, setResult] = useState<BulkAwardResult | null>(null);
  const total = (rows ?? []).reduce((sum, row) => sum + row.amountCents, 0);

  const show = (found: { rows: BulkBonusRow[]; problems: BulkBonusProblem[] } | null) => {
    setResult(null);
    setRows(found?.rows ?? null);
    setProblems(found?.problems ?? []);
  };

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    show(file ? readBulkBonusCsv(await readText(file)) : null);
  };

  const confirm = () => {
    if (!rows?.length) return;
    award.mutate(rows, {
      onSuccess: (done) => {
        discardDrafts(TASK_BONUS_DRAFT);
        setResult(done);
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || award.isPending ? undefined : onClose())}
      title="Award Bonuses"
      description="From a CSV whose first line is email,amount,reason (amount in dollars), or for each approved submission of a task. Nothing is awarded until you confirm."
      footer={
        <>
          <Button onClick={onClose} disabled={award.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          {result ? null : (
            <Button
              variant="primary"
              onClick={confirm}
              loading={award.isPending}
              disabled={!rows?.length}
            >
              {bonusMessages.awardBonusAction}
              {rows?.length ? ` × ${rows.length}` : ''}
            </Button>
          )}
        </>
      }
    >
      <Body>
        <Tabs
          label="Award to"
          defaultValue="csv"
          // A new source starts a new preview: rows of the other are not awarded by mistake.
          onValueChange={() => show(null)}
          items={[
            {
              value: 'csv',
              label: 'From a CSV file',
              content: (
                <Label>
                  CSV file
                  <input
                    type="file"
                    accept=".csv,text/csv"
                    onChange={(event) => void read(event)}
                  />
                </Label>
              ),
            },
            {
              value: 'task',
              label: "A task's approved submissions",
              content: <TaskBonusSource onRows={show} />,
            },
          ]}
        />
        {rows ? (
          <p role="status">
            {rows.length
              ? bonusMessages.bulkBonusRowsFound(rows.length, formatCents(total))
              : bonusMessages.bulkBonusNoRows}
          </p>
        ) : null}
        <ProblemList problems={problems} label="Lines not awarded" />
        {award.isError ? <Alert tone="destructive">{messages.unexpected}</Alert> : null}
        {result ? (
          <>
            <Alert tone={result.failed.length ? 'warning' : 'success'}>
              {bonusMessages.bulkBonusDone(result.awarded, result.failed.length)}
            </Alert>
            <ProblemList problems={result.failed} label="Bonuses that failed" />
          </>
        ) : null}
      </Body>
    </Dialog>
  );
}
