import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { creatorReleasesWords } from '@groundtruth/domain/words/creator/releases';
import { useWords } from '@groundtruth/platform/i18n';
import { MAX_PEOPLE_IN_FRAME } from '@groundtruth/domain/releases';
import { TextField, colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';
import type { ReleaseStepValue } from './release-step-value';
import { useReleases } from './release-api';
import { PersonRelease } from './person-release';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: 6px;
  min-width: 0;

  legend {
    padding: 0 4px;
    font-weight: ${fontWeights.semibold};
  }

  > p {
    margin: 0;
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** The count as typed: a whole number from 0 to MAX_PEOPLE_IN_FRAME, else undefined. */
function parsedCount(text: string): number | undefined {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n <= MAX_PEOPLE_IN_FRAME ? n : undefined;
}

/**
 * Submit's step on a task where people may appear with a release (loaded only there): the creator
 * says how many identifiable people appear and collects a release from each, signed on this phone
 * or through an e-mailed link; each one's status follows until signed. Submit stays closed until
 * every person has signed (`blockedReason`), and submitWork checks the count again.
 */
export function ReleaseStep({
  taskId,
  creatorName,
  taskTitle,
  onChange,
  disabled,
}: {
  /** The task the releases are for. */
  taskId: string;
  /** The creator's name and the task's title, which the release's statement names. */
  creatorName: string;
  taskTitle: string;
  /** Receives what submitWork takes and whether Submit must wait. */
  onChange: (value: ReleaseStepValue) => void;
  /** While the work is submitted. */
  disabled: boolean;
}) {
  const words = useWords('creator.releases', creatorReleasesWords);
  const [countText, setCountText] = useState('');
  // One slot per person, holding their release's id once one is made.
  const [slots, setSlots] = useState<(string | null)[]>([]);
  const count = parsedCount(countText);
  const shown = slots.slice(0, count ?? 0);
  const releaseIds = shown.filter((id): id is string => id !== null);
  const releases = useReleases(releaseIds);
  const byId = new Map(
    (releases.data ?? []).flatMap((release) => (release ? [[release.id, release]] : [])),
  );
  const signedIds = releaseIds.filter((id) => byId.get(id)?.status === 'signed');
  const blockedReason =
    count === undefined
      ? words.peopleInFrameRequired
      : signedIds.length < count
        ? words.releasesBlockSubmit
        : null;
  const signedKey = signedIds.join(',');

  useEffect(() => {
    onChange({
      peopleInFrame: count,
      releaseIds: signedKey ? signedKey.split(',') : [],
      blockedReason,
    });
  }, [count, signedKey, blockedReason, onChange]);

  const setSlot = (index: number, releaseId: string) =>
    setSlots((before) => {
      const next = [...before];
      while (next.length <= index) next.push(null);
      next[index] = releaseId;
      return next;
    });

  return (
    <Fieldset>
      <legend>{words.releaseStepTitle}</legend>
      <p>{words.peopleWithReleaseNote}</p>
      <TextField
        label={words.peopleCountLabel}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PEOPLE_IN_FRAME}
        value={countText}
        disabled={disabled}
        onChange={(event) => setCountText(event.target.value)}
      />
      {Array.from({ length: count ?? 0 }, (_, index) => {
        const id = slots[index] ?? null;
        const release = id ? (byId.get(id) ?? null) : null;
        return (
          <PersonRelease
            key={index}
            n={index + 1}
            taskId={taskId}
            statement={releaseMessages.releaseStatement(creatorName, taskTitle)}
            release={release}
            made={id !== null}
            onCreated={(releaseId) => setSlot(index, releaseId)}
            disabled={disabled}
          />
        );
      })}
    </Fieldset>
  );
}
