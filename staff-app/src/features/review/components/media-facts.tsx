import styled from 'styled-components';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import { checkFile } from '@groundtruth/domain/media-checks';
import { describeFacts, type MediaRequirements } from '@groundtruth/domain/media-requirements';
import { describeProvenance } from '@groundtruth/domain/provenance-words';
import { Badge, colorVars, fontSizes, radii, space } from '@groundtruth/ui-kit';

/** A requirement flag is a sentence, not a label: it wraps on a phone instead of widening the card. */
const Flag = styled(Badge)`
  white-space: normal;
  border-radius: ${radii.md};
`;

const Root = styled.div`
  display: grid;
  gap: ${space[1]};
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
`;

const Flags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${colorVars.textMuted};
`;

/**
 * What submitWork's inspection found in one file: its media facts and provenance in words
 * (whether it carries a position, never the position), and a flag for each of the task's requirements (as they are now) that the file only just meets, or
 * no longer meets when they changed after it was submitted.
 */
export function FileMediaFacts({
  file,
  requirements,
}: {
  file: SubmissionFile;
  /** The task's requirements now; undefined while they load. */
  requirements: MediaRequirements | null | undefined;
}) {
  if (!file.media) {
    return (
      <Root>
        <Muted>Media facts: not recorded (submitted before files were inspected)</Muted>
      </Root>
    );
  }
  const flagged = checkFile(requirements, file.media, file.size).filter((v) => !v.met || v.justMet);
  return (
    <Root>
      <span aria-label={`Media facts of ${file.name}`}>{describeFacts(file.media)}</span>
      {file.provenance ? (
        <span aria-label={`Provenance of ${file.name}`}>
          {describeProvenance(file.provenance, 'staff').join(' · ')}
        </span>
      ) : null}
      {flagged.length > 0 ? (
        <Flags aria-label={`Requirement flags of ${file.name}`}>
          {flagged.map((v) => (
            <li key={v.requirement}>
              <Flag tone={v.met ? 'warning' : 'danger'}>
                {v.met ? 'Only just meets' : 'Does not meet'}: {v.message}
              </Flag>
            </li>
          ))}
        </Flags>
      ) : null}
    </Root>
  );
}
