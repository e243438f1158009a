import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { formatCents } from '@groundtruth/domain/money';
import { reviewSourceOf } from '@groundtruth/domain/review-source';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  StatusBadge,
  VisuallyHidden,
  fontSizes,
  fontWeights,
  space,
  statusLabel,
} from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { MessageCreator } from '../../../components/message-creator';
import { formatAge } from '../../../lib/format-age';
import { overdueCutoff, usePlatformSettings } from '../../../lib/platform-settings';
import { trackRecordText, useTrackRecord } from '../../../lib/track-record';
import { secondOpinionTurn } from '../second-opinion-turn';
import { Attestation, ReviewRecord } from './custody-record';
import { FactList } from './fact-list';
import { SecondOpinionNote } from './second-opinion-note';
import { SubmissionFiles } from './submission-files';

// The dialog, its reasons and the checks of its fields load when a reviewer first opens one.
// Only a submission with releases (people in frame) loads their section.
const ReleasesSection = lazy(async () => ({
  default: (await import('./releases-section')).ReleasesSection,
}));

const ReviewDialog = lazy(async () => ({
  default: (await import('./review-dialog')).ReviewDialog,
}));
// An admin's Use as gold dialog, likewise.
const GoldDialog = lazy(async () => ({ default: (await import('./gold-dialog')).GoldDialog }));

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};

  /* A title with no spaces (a file name) breaks anywhere rather than widen a phone's page. */
  > h2 {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  margin-top: ${space[4]};

  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }
`;

/** What a submission is called in dialogs and results: "<task> by <creator>". */
export function submissionSubject(submission: Pick<Submission, 'task_title' | 'submitter_name'>) {
  return `${submission.task_title} by ${submission.submitter_name}`;
}

/**
 * How long a pending submission has waited, when that is longer than the platform's overdue
 * limit; null when it is not overdue, or the limit is not known yet.
 */
function useOverdueAge(submission: Pick<Submission, 'review_status' | 'submitted_at'>) {
  const settings = usePlatformSettings();
  if (submission.review_status !== 'pending' || !settings.data) return null;
  const submitted = new Date(submission.submitted_at.toMillis());
  return submitted < overdueCutoff(settings.data) ? formatAge(submitted) : null;
}

/**
 * One submission for staff (docs/product.md, Screens): task, submitter and their track record,
 * status, payout, notes, files with their custody records and duplicate warnings, the
 * attestation, who decided it (the review record), feedback and submission time. A pending
 * one can be selected for bulk review and opened in the Review Submission dialog, and is flagged
 * when overdue; an appealed one shows the appeal and, while it is open, Decide Appeal.
 */
export function SubmissionCard({
  submission,
  selected,
  onSelectedChange,
}: {
  /** The submission shown. */
  submission: WithId<Submission>;
  /** Whether it is picked for bulk review (pending ones only). */
  selected?: boolean;
  /** Picks or unpicks it; omitted where bulk review is not offered. */
  onSelectedChange?: (selected: boolean) => void;
}) {
  const [reviewing, setReviewing] = useState(false);
  const [markingGold, setMarkingGold] = useState(false);
  const pending = submission.review_status === 'pending';
  const appealOpen = submission.appeal_status === 'open';
  const { user, role } = useSignedInUser();
  // An admin may use reviewed work as gold: a check of reviewers against its expected decision.
  const offersGold = !pending && role === 'admin';
  const subject = submissionSubject(submission);
  const overdueAge = useOverdueAge(submission);
  const turn = secondOpinionTurn(submission, { uid: user.uid, role });
  // A held rejection is decided by someone else than its first reviewer; a disagreement by an admin.
  const reviewable = pending && turn !== 'wait' && turn !== 'watch';
  return (
    <Card as="article" aria-label={subject}>
      <CardHeader>
        <TitleRow>
          {reviewable && onSelectedChange ? (
            <Checkbox
              label={
                <>
                  Select<VisuallyHidden> {subject}</VisuallyHidden>
                </>
              }
              checked={selected ?? false}
              onChange={(event) => onSelectedChange(event.target.checked)}
            />
          ) : null}
          <CardTitle as="h2">{submission.task_title}</CardTitle>
          <StatusBadge kind="review" status={submission.review_status} />
          {overdueAge ? (
            <Badge tone="danger">{`${staffMessages.overdueLabel}: waiting ${overdueAge}`}</Badge>
          ) : null}
          {appealOpen ? <Badge tone="accent">Appealed</Badge> : null}
          {submission.second_opinion?.state === 'awaiting' ? (
            <Badge tone="accent">{staffMessages.secondOpinionBadge}</Badge>
          ) : submission.second_opinion?.state === 'with_admin' ? (
            <Badge tone="danger">{staffMessages.disagreementBadge}</Badge>
          ) : null}
          {submission.fails_requirements ? <Badge tone="danger">Fails requirements</Badge> : null}
        </TitleRow>
        <CardDescription>
          {submission.submitter_name} · {submission.submitter_email}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FactList>
          <dt>Payout</dt>
          <dd>{formatCents(submission.payout_amount_cents)}</dd>
          <dt>Submitted</dt>
          <dd>
            <DateTime value={submission.submitted_at} />
          </dd>
          <dt>Track record</dt>
          <dd>
            <CreatorTrackRecord userId={submission.user_id} />
          </dd>
          <dt>Creator notes</dt>
          <dd>{submission.notes.trim() || 'None'}</dd>
          {submission.fails_requirements && submission.requirement_problems?.length ? (
            <>
              <dt>Fails requirements</dt>
              <dd>
                <ul aria-label="Requirement problems">
                  {submission.requirement_problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {submission.review_reason ? (
            <>
              <dt>Review reason</dt>
              <dd>{submission.review_reason.label}</dd>
            </>
          ) : null}
          {submission.review_notes && !appealOpen ? (
            <>
              <dt>Review feedback</dt>
              <dd>{submission.review_notes}</dd>
            </>
          ) : null}
        </FactList>
        {submission.releases?.length || submission.release_revoked ? (
          <Suspense fallback={null}>
            <ReleasesSection submission={submission} />
          </Suspense>
        ) : null}
        {submission.second_opinion ? (
          <SecondOpinionNote opinion={submission.second_opinion} turn={turn} />
        ) : null}
        {submission.appeal_status ? <Appeal submission={submission} /> : null}
        {reviewSourceOf(submission) && submission.reviewed_at ? (
          <Section>
            <h3>Review</h3>
            <ReviewRecord submission={submission} />
          </Section>
        ) : null}
        <Section>
          <h3>Files</h3>
          <SubmissionFiles submission={submission} />
        </Section>
        <Section>
          <h3>Attestation</h3>
          <Attestation attestation={submission.attestation} />
        </Section>
      </CardContent>
      <CardFooter>
        {reviewable || appealOpen ? (
          <Button variant="primary" onClick={() => setReviewing(true)}>
            {pending ? 'Review Submission' : 'Decide Appeal'}
          </Button>
        ) : null}
        {offersGold ? (
          <Button variant="secondary" onClick={() => setMarkingGold(true)}>
            {staffMessages.useAsGold}
          </Button>
        ) : null}
        {markingGold ? (
          <Suspense fallback={null}>
            <GoldDialog
              submissionId={submission.id}
              subject={subject}
              open
              onOpenChange={setMarkingGold}
            />
          </Suspense>
        ) : null}
        {reviewing ? (
          <Suspense fallback={null}>
            <ReviewDialog
              submissionId={submission.id}
              subject={subject}
              files={submission.files}
              appeal={!pending}
              open
              onOpenChange={setReviewing}
            />
          </Suspense>
        ) : null}
        <MessageCreator
          label="Message creator"
          creatorId={submission.user_id}
          creatorName={submission.submitter_name}
          submission={{ id: submission.id, taskTitle: submission.task_title }}
        />
      </CardFooter>
    </Card>
  );
}

/**
 * The creator's approval rate as the qualification gates judge it, so a reviewer weighs one
 * submission against the creator's record ("94% approved · 48 reviewed (365 days)").
 */
function CreatorTrackRecord({ userId }: { userId: string }) {
  return <>{trackRecordText(useTrackRecord(userId))}</>;
}

/**
 * The creator's appeal of a rejection: their message and when they sent it, with the notes of the
 * rejection they appeal while it is open (deciding it replaces them), or the decision once made.
 */
function Appeal({ submission }: { submission: WithId<Submission> }) {
  const open = submission.appeal_status === 'open';
  return (
    // A group, not a region: a queue holds many cards, and page landmarks must be unique.
    <Section role="group" aria-label="Appeal">
      <h3>Appeal</h3>
      <FactList>
        <dt>Appealed</dt>
        <dd>{submission.appealed_at ? <DateTime value={submission.appealed_at} /> : '—'}</dd>
        <dt>Creator&apos;s appeal</dt>
        <dd>{submission.appeal_message?.trim() || 'None'}</dd>
        {open ? (
          <>
            <dt>Rejection notes</dt>
            <dd>{submission.review_notes?.trim() || 'None'}</dd>
          </>
        ) : submission.appeal_decision ? (
          <>
            <dt>Appeal decision</dt>
            <dd>{statusLabel('review', submission.appeal_decision)}</dd>
          </>
        ) : null}
      </FactList>
    </Section>
  );
}
