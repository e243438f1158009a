import styled from 'styled-components';
import { authenticityMessages } from '@groundtruth/domain/authenticity-messages';
import { describeFacts } from '@groundtruth/domain/media-requirements';
import { describeProvenance } from '@groundtruth/domain/provenance-words';
import { creatorUploadWords } from '@groundtruth/domain/words/creator/upload';
import { mediaCheckWords } from '@groundtruth/domain/words/media-checks';
import { useWords } from '@groundtruth/platform/i18n';
import { colorVars as c, fontSizes, Spinner } from '@groundtruth/ui-kit';
import type { MediaCheck } from './use-media-checks';

const Details = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 4px;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

const Checking = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Verdicts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li[data-met='false'] {
    color: ${c.destructive};
    font-weight: 600;
  }
  li[data-met='true'] {
    color: ${c.success};
  }
`;

const LocationNotice = styled.p`
  margin: 0;
  padding: 6px 8px;
  border-left: 3px solid ${c.warning};
  color: ${c.text};
  overflow-wrap: anywhere;
`;

/**
 * What the device check found in one chosen file: its facts and provenance in words, a notice
 * when it carries the place it was recorded, then each of the
 * task's requirements met or not, in words ("1280 × 720 — this task needs at least 1920 × 1080").
 * A mark alone never carries the meaning: each line starts with "Meets" or "Does not meet".
 */
export function MediaCheckDetails({ name, check }: { name: string; check: MediaCheck }) {
  const w = useWords('creator.upload', creatorUploadWords);
  const mw = useWords('mediaChecks', mediaCheckWords);
  if (check.status === 'inspecting') {
    return (
      <Details>
        <Checking>
          <Spinner size="small" decorative />
          {w.checking(name)}
        </Checking>
      </Details>
    );
  }
  if (check.status === 'unavailable') {
    return <Details>{w.notChecked}</Details>;
  }
  const { facts, provenance, verdicts } = check;
  return (
    <Details>
      <span>{facts ? describeFacts(facts, undefined, mw) : w.notMedia}</span>
      {provenance ? <span>{describeProvenance(provenance, 'creator').join(' · ')}</span> : null}
      {provenance?.capture.has_location ? (
        <LocationNotice>{authenticityMessages.locationWillBeRemoved}</LocationNotice>
      ) : null}
      {verdicts.length > 0 ? (
        <Verdicts aria-label={w.requirementsFor(name)}>
          {verdicts.map((verdict) => (
            <li key={verdict.requirement} data-met={verdict.met}>
              <span aria-hidden="true">{verdict.met ? '✓ ' : '✗ '}</span>
              {verdict.met ? w.meets : w.doesNotMeet}
              {verdict.message}
            </li>
          ))}
        </Verdicts>
      ) : null}
    </Details>
  );
}

/** One sentence per checked file for the live region: what a screen reader hears. */
export function checkAnnouncement(
  name: string,
  check: MediaCheck,
  w: typeof creatorUploadWords = creatorUploadWords,
  mw: typeof mediaCheckWords = mediaCheckWords,
): string | null {
  if (check.status !== 'inspected') return null;
  const failed = check.verdicts.filter((v) => !v.met);
  if (failed.length > 0) {
    return w.announceFailed(name, failed.map((v) => v.message).join('; '));
  }
  if (!check.facts) return w.announceUnread(name);
  const located = check.provenance?.capture.has_location
    ? ` ${authenticityMessages.locationWillBeRemoved}`
    : '';
  return check.verdicts.length > 0
    ? `${w.announceMeets(name)}${located}`
    : `${w.announceChecked(name, describeFacts(check.facts, undefined, mw))}${located}`;
}
