import styled from 'styled-components';
import {
  describeRequirements,
  type MediaRequirements,
} from '@groundtruth/domain/media-requirements';
import { mediaRequirementWords } from '@groundtruth/domain/words/media-requirement-words';
import { useWords } from '@groundtruth/platform/i18n';

const List = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

/**
 * What a task needs of the submitted files, one line each ("Video: at least
 * 1920 × 1080, 5:00 to 10:00 long, with sound"): on the task's card, in its details and on
 * Submit. Nothing when the task names no requirement.
 */
export function TaskRequirements({
  requirements,
}: {
  requirements: MediaRequirements | null | undefined;
}) {
  const w = useWords('mediaChecks', mediaRequirementWords);
  const lines = describeRequirements(requirements, w);
  if (lines.length === 0) return null;
  return (
    <List aria-label={w.requirementsLabel}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </List>
  );
}
