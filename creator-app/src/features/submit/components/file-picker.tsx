import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { messages } from '@groundtruth/domain/messages';
import { Alert, colorVars as c, fontSizes, radii } from '@groundtruth/ui-kit';
import { ACCEPTED_TYPES, MAX_FILES, refusal } from './file-checks';

const Zone = styled.button`
  display: grid;
  place-items: center;
  gap: 4px;
  width: 100%;
  min-height: 120px;
  padding: 24px;
  border: 2px dashed ${c.border};
  border-radius: ${radii.lg};
  background: ${c.surfaceMuted};
  color: ${c.text};
  font: inherit;
  cursor: pointer;

  &[data-dragging] {
    border-color: ${c.primary};
    background: ${c.primarySubtle};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  small {
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const InputRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
  font-size: ${fontSizes.sm};
`;

/**
 * Choose files by the labelled picker or by dropping them on the zone (a button that opens the
 * picker, so the keyboard reaches it). Files the storage rules would refuse are refused here,
 * with the limit stated, before any upload.
 */
export function FilePicker({
  onAdd,
  chosenCount,
  disabled,
}: {
  /** Receives the accepted files. */
  onAdd: (files: File[]) => void;
  /** Files already listed (at most MAX_FILES in one submission). */
  chosenCount: number;
  /** While uploading, the list does not change. */
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of all) {
      const problem = refusal(file);
      if (problem) problems.push(problem);
      else if (chosenCount + accepted.length >= MAX_FILES)
        problems.push(messages.tooManyFiles(MAX_FILES));
      else accepted.push(file);
    }
    setRefused([...new Set(problems)]);
    if (accepted.length > 0) onAdd(accepted);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div>
      <Zone
        type="button"
        disabled={disabled}
        data-dragging={dragging || undefined}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>Drag and drop files here, or choose files</span>
        <small>Video, audio, images, PDF, plain text or Markdown</small>
      </Zone>
      <InputRow>
        <label htmlFor={inputId}>Files</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            // The same file chosen again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </InputRow>
      {refused.length > 0 ? (
        <Alert tone="warning" title="Some files were not added">
          <ul>
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
