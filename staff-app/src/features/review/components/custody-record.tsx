import styled from 'styled-components';
import type { Submission, SubmissionFile } from '@groundtruth/domain/entities';
import { colorVars, fontSizes, fonts, space } from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { formatCount } from '@groundtruth/domain/numbers';
import { fileTypeLabel } from '@groundtruth/domain/upload-types';
import type { ReviewSource } from '@groundtruth/domain/constants';
import { daysWaited, reviewSourceOf } from '@groundtruth/domain/review-source';
import { staffMessages } from '@groundtruth/domain/staff-messages';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  margin: ${space[2]} 0 0;
  font-size: ${fontSizes.sm};

  dt {
    color: ${colorVars.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${fonts.mono};
  }
`;

/**
 * A file's custody record as submitWork wrote it from Storage's own metadata: size,
 * content type, the MD5 and CRC32C Storage computed, uploader, upload time and generation.
 */
export function FileCustody({
  file,
  uploaderName,
}: {
  /** The file's record in the submission. */
  file: SubmissionFile;
  /** The uploader's name when known (the submitter uploads their own files). */
  uploaderName: string | null;
}) {
  return (
    <List aria-label={`Custody record of ${file.name}`}>
      <dt>Size</dt>
      <dd>{formatCount(file.size)} bytes</dd>
      <dt>Content type</dt>
      <dd>
        {fileTypeLabel(file.type, file.name)} · <code>{file.type}</code>
      </dd>
      <dt>MD5</dt>
      <dd>
        <code>{file.md5_hash || 'not recorded'}</code>
      </dd>
      <dt>CRC32C</dt>
      <dd>
        <code>{file.crc32c || 'not recorded'}</code>
      </dd>
      <dt>Uploaded by</dt>
      <dd>
        {uploaderName ? `${uploaderName} ` : null}
        <code>{file.uploaded_by}</code>
      </dd>
      <dt>Uploaded</dt>
      <dd>
        <DateTime value={file.uploaded_at} />
      </dd>
      <dt>Generation</dt>
      <dd>
        <code>{file.generation ?? 'not recorded'}</code>
      </dd>
    </List>
  );
}

/** The creator's attestation recorded with the submission. */
export function Attestation({ attestation }: { attestation: Submission['attestation'] }) {
  return (
    <List aria-label="Attestation">
      <dt>Owns content</dt>
      <dd>{attestation.owns_content ? 'Yes' : 'No'}</dd>
      <dt>Consents to AI training</dt>
      <dd>{attestation.consents_to_ai_training ? 'Yes' : 'No'}</dd>
      <dt>Terms version</dt>
      <dd>{attestation.terms_version}</dd>
    </List>
  );
}

/** Who decided, in staff's words: an automatic approval says how long the work waited. */
export function reviewSourceText(source: ReviewSource, waitedDays: number): string {
  switch (source) {
    case 'auto':
      return staffMessages.reviewSourceAuto(waitedDays);
    case 'staff':
      return staffMessages.reviewSourceStaff;
    case 'second_opinion':
      return staffMessages.reviewSourceSecondOpinion;
    case 'appeal':
      return staffMessages.reviewSourceAppeal;
  }
}

/**
 * The latest review decision's record: who made it (staff, a second reviewer, an appeal, or the
 * review deadline passing with no one looking) and when. Nothing while the submission is pending.
 */
export function ReviewRecord({
  submission,
}: {
  /** The submission whose decision is shown. */
  submission: Pick<
    Submission,
    | 'review_status'
    | 'review_source'
    | 'reviewer_id'
    | 'appeal_status'
    | 'submitted_at'
    | 'reviewed_at'
  >;
}) {
  const source = reviewSourceOf(submission);
  if (!source || !submission.reviewed_at) return null;
  return (
    <List aria-label="Review record">
      <dt>Decided by</dt>
      <dd>{reviewSourceText(source, daysWaited(submission))}</dd>
      <dt>Decided</dt>
      <dd>
        <DateTime value={submission.reviewed_at} />
      </dd>
    </List>
  );
}
