import { useId, useState, useSyncExternalStore, type DragEvent } from 'react';
import styled from 'styled-components';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { creatorSubmitWords } from '@groundtruth/domain/words/creator/submit';
import { useWords } from '@groundtruth/platform/i18n';
import type { MediaKind } from '@groundtruth/domain/media-requirements';
import { Alert, colorVars as c, focusRing, fontSizes, radii } from '@groundtruth/ui-kit';
import { acceptedKindsLine, acceptedTypesFor, MAX_FILES, refusal, sameFile } from './file-checks';

// The zone is the label of the one file input: clicking it opens the system picker, files dropped
// on it are taken, and the input inside (out of sight, still focused by the keyboard) draws its
// focus ring around the zone.
const Zone = styled.label`
  position: relative;
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
  text-align: center;
  cursor: pointer;

  &[data-dragging] {
    border-color: ${c.primary};
    background: ${c.primarySubtle};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:has(input:focus-visible) {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }

  small {
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

// A phone or tablet has no pointer to drag files with: its zone offers only to choose them.
const TOUCH = '(pointer: coarse)';

function subscribeToTouch(onChange: () => void) {
  const query = window.matchMedia?.(TOUCH);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the device's main pointer is a finger, so nothing can be dragged onto the zone. */
function useTouchPointer(): boolean {
  return useSyncExternalStore(
    subscribeToTouch,
    () => window.matchMedia?.(TOUCH).matches ?? false,
    () => false,
  );
}

/**
 * Choose files with one control: the drop zone, the label of the file input, by click, keyboard
 * or drop. Files the storage rules would refuse, and a file already chosen, are refused here with
 * a sentence, before any upload.
 */
export function FilePicker({
  onAdd,
  chosen,
  kinds,
  disabled,
}: {
  /** Receives the accepted files. */
  onAdd: (files: File[]) => void;
  /** Files already listed (at most MAX_FILES in one submission; none twice). */
  chosen: readonly File[];
  /** The kinds of file the task takes, when it names them: what the zone lists and the picker offers. */
  kinds?: readonly MediaKind[] | undefined;
  /** While uploading, the list does not change. */
  disabled: boolean;
}) {
  const hintId = useId();
  const w = useWords('creator.submit', creatorSubmitWords);
  const messages = useWords('messages', englishMessages);
  const touch = useTouchPointer();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(list ?? [])) {
      const problem = refusal(file, messages);
      if (problem) problems.push(problem);
      else if ([...chosen, ...accepted].some((other) => sameFile(other, file)))
        problems.push(messages.fileAlreadyChosen(file.name));
      else if (chosen.length + accepted.length >= MAX_FILES)
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
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span id={hintId}>
          <span>{touch ? messages.fileZoneTouch : messages.fileZoneDrop}</span>{' '}
          <small>{acceptedKindsLine(kinds, w)}</small>
        </span>
        <HiddenInput
          type="file"
          aria-label={w.files}
          aria-describedby={hintId}
          multiple
          accept={acceptedTypesFor(kinds)}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            // The same file chosen again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </Zone>
      {refused.length > 0 ? (
        <Alert tone="warning" title={w.filesNotAdded}>
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
