import { useId } from 'react';
import styled from 'styled-components';
import type { ReviewReason, EvidenceTarget } from '@groundtruth/domain/review-reasons';
import { formatMoment } from '@groundtruth/domain/review-reasons';
import { Button, Select, TextField, colorVars as c, fontSizes, space } from '@groundtruth/ui-kit';
import type { MomentRow } from './review-why-form';

/** The review dialogs' fields, one under another with room between them. */
export const ReviewFields = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const Moments = styled.fieldset`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${space[2]};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }

  p {
    margin: 0;
    font-size: ${fontSizes.xs};
    color: ${c.textMuted};
  }
`;

const Moment = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${space[2]};
  align-items: end;
`;

/** The reason a rejection or request for changes gives, with the guidance the creator will read. */
export function ReasonField({
  reasons,
  value,
  onChange,
  error,
  disabled = false,
}: {
  /** The reasons in force (platform settings). */
  reasons: readonly ReviewReason[];
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const chosen = reasons.find((r) => r.code === value);
  return (
    <Select
      label="Reason"
      placeholder="Choose a reason"
      options={reasons.map((r) => ({ value: r.code, label: r.label }))}
      value={value}
      disabled={disabled}
      error={error}
      hint={
        chosen
          ? `The creator reads: ${chosen.guidance}`
          : 'Required to reject or ask for changes; the creator reads its guidance.'
      }
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Moments in the files the feedback points at ("at 0:12"): optional, any number up to the
 * function's limit. A file without a timeline takes 0:00.
 */
export function MomentsField({
  files,
  rows,
  onChange,
  errors = {},
  disabled = false,
}: {
  files: readonly EvidenceTarget[];
  rows: readonly MomentRow[];
  onChange: (rows: MomentRow[]) => void;
  errors?: Record<number, string> | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const change = (key: number, patch: Partial<MomentRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <Moments disabled={disabled}>
      <legend>Moments in the files (optional)</legend>
      <p>Point at where the problem is; the creator can open the file at that moment.</p>
      {rows.map((row, i) => (
        <Moment key={row.key} role="group" aria-label={`Moment ${i + 1}`}>
          {files.length > 1 ? (
            <Select
              id={`${id}-file-${row.key}`}
              label="File"
              options={files.map((file, index) => ({ value: String(index), label: file.name }))}
              value={String(row.fileIndex)}
              onChange={(event) => change(row.key, { fileIndex: Number(event.target.value) })}
            />
          ) : null}
          <TextField
            id={`${id}-at-${row.key}`}
            label="At (m:ss)"
            placeholder="0:12"
            inputMode="numeric"
            value={row.at}
            error={errors[row.key]}
            hint={
              files[row.fileIndex]?.durationSeconds != null
                ? `Length ${formatMoment(files[row.fileIndex]!.durationSeconds!)}`
                : undefined
            }
            onChange={(event) => change(row.key, { at: event.target.value })}
          />
          <TextField
            id={`${id}-note-${row.key}`}
            label="What is there"
            maxLength={500}
            value={row.note}
            onChange={(event) => change(row.key, { note: event.target.value })}
          />
          <Button
            size="small"
            variant="outline"
            aria-label={`Remove moment ${i + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </Moment>
      ))}
      <div>
        <Button
          size="small"
          variant="outline"
          onClick={() =>
            onChange([
              ...rows,
              { key: (rows.at(-1)?.key ?? 0) + 1, fileIndex: 0, at: '', note: '' },
            ])
          }
        >
          Add a moment
        </Button>
      </div>
    </Moments>
  );
}
