import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { useAwardBonuses, type BulkAwardResult } from '../api/award-bonuses';
import { readBulkBonusCsv, type BulkBonusProblem, type BulkBonusRow } from '../bulk-bonus-csv';

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
        <li key={`${problem.line}-${problem.message}`}>
          Line {problem.line}: {problem.message}
        </li>
      ))}
    </Problems>
  );
}

/**
 * Award Bonuses from a CSV of `email,amount,reason`: the file is read and previewed (how many,
 * the total, the lines refused) before anything is sent; confirming awards each row through
 * awardBonus with a request id derived from the file, so sending the same file again adds none.
 */
export function BulkBonusDialog({ onClose }: { /** Closes the dialog. */ onClose: () => void }) {
  const award = useAwardBonuses();
  const [rows, setRows] = useState<BulkBonusRow[] | null>(null);
  const [problems, setProblems] = useState<BulkBonusProblem[]>([]);
  const [result, setResult] = useState<BulkAwardResult | null>(null);
  const total = (rows ?? []).reduce((sum, row) => sum + row.amountCents, 0);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    if (!file) return setRows(null);
    const parsed = readBulkBonusCsv(await readText(file));
    setRows(parsed.rows);
    setProblems(parsed.problems);
  };

  const confirm = () => {
    if (!rows?.length) return;
    award.mutate(rows, { onSuccess: setResult });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || award.isPending ? undefined : onClose())}
      title="Award Bonuses"
      description="Upload a CSV whose first line is email,amount,reason (amount in dollars). Nothing is awarded until you confirm."
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
        <Label>
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={(event) => void read(event)} />
        </Label>
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
