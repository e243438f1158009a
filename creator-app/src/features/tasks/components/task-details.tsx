import styled from 'styled-components';
import type { Task } from '@groundtruth/domain/entities';
import { payLine } from '@groundtruth/domain/fair-pay';
import { payWords } from '@groundtruth/domain/words/pay';
import { eligibilityMessages } from '@groundtruth/domain/eligibility-messages';
import { formatDateTime } from '@groundtruth/domain/dates';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { Badge, colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { hasRequirements } from '@groundtruth/domain/media-requirements';
import { peopleMessages } from '@groundtruth/domain/people-messages';
import { TaskRequirements } from '../../../components/task-requirements';
import { TimeLeft, useNow } from '../../../components/time-left';
import { myWorkState, type MyAcceptance } from '../../../lib/my-work';
import { closedReason, slotsText } from './task-facts';
import { creatorTasksWords } from '@groundtruth/domain/words/creator/tasks';
import { useWords } from '@groundtruth/platform/i18n';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: ${fontSizes.sm};

  dt {
    color: ${c.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.medium};
  }
`;

const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

/**
 * The category badge, with "Full" / "Past due" when the task takes no one new; once accepted,
 * Accepted and the time left to submit, or Expired when that time ran out; Accepted
 * only until work is submitted; Locked when the creator does not meet its eligibility.
 */
export function TaskBadges({
  task,
  acceptance,
  locked = false,
}: {
  /** The task shown. */
  task: Task;
  /** The creator's acceptance of it, undefined when not accepted. */
  acceptance: MyAcceptance | undefined;
  /** The creator does not meet the task's eligibility. */
  locked?: boolean;
}) {
  const w = useWords('creator.tasks', creatorTasksWords);
  const now = useNow();
  const reason = closedReason(task, now);
  return (
    <Badges>
      <Badge tone="info">{w.categories[task.category]}</Badge>
      {/* Once work is submitted, its state (beside the actions) says more than Accepted. */}
      {myWorkState(acceptance, now) === 'open' ? <Badge tone="success">{w.accepted}</Badge> : null}
      {locked ? <Badge tone="warning">{eligibilityMessages.taskLocked}</Badge> : null}
      {reason ? <Badge tone={reason === 'Full' ? 'danger' : 'warning'}>{reason}</Badge> : null}
      {acceptance ? <TimeLeft clock={acceptance} /> : null}
    </Badges>
  );
}

/** The task's tags as a list (nothing when it has none). */
export function TaskTags({ tags }: { tags: readonly string[] }) {
  const w = useWords('creator.tasks', creatorTasksWords);
  if (tags.length === 0) return null;
  return (
    <TagList aria-label={w.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </TagList>
  );
}

/**
 * When the work is due: the task's due date; for a task without one that the creator accepted
 * on a working-time clock, when their own time runs out, so a card never says "No due date"
 * beside the time left to submit.
 */
function Due({ task, acceptance }: { task: Task; acceptance: MyAcceptance | undefined }) {
  const messages = useWords('messages', englishMessages);
  if (task.due_at) return <DateTime value={task.due_at} dateOnly />;
  if (acceptance?.status === 'accepted' && acceptance.expiresAt) {
    const deadline = new Date(acceptance.expiresAt.toMillis());
    return (
      <time dateTime={deadline.toISOString()}>{messages.submitBy(formatDateTime(deadline))}</time>
    );
  }
  return <>{messages.noDueDate}</>;
}

/**
 * Payout (with the time it takes and its hourly rate, when the task states the time), due date,
 * slots and the files' requirements: what a card shows at a glance.
 */
export function TaskSummary({
  task,
  acceptance,
}: {
  /** The task shown. */
  task: Task;
  /** The creator's acceptance of it, undefined when not accepted. */
  acceptance: MyAcceptance | undefined;
}) {
  const w = useWords('creator.tasks', creatorTasksWords);
  const pay = useWords('pay', payWords);
  return (
    <Facts>
      <dt>{w.payout}</dt>
      <dd>{payLine(task.payout_amount_cents, task.estimated_minutes, pay)}</dd>
      <dt>{w.due}</dt>
      <dd>
        <Due task={task} acceptance={acceptance} />
      </dd>
      <dt>{w.slots}</dt>
      <dd>{slotsText(task)}</dd>
      {hasRequirements(task.requirements) ? (
        <>
          <dt>{w.files}</dt>
          <dd>
            <TaskRequirements requirements={task.requirements} />
          </dd>
        </>
      ) : null}
      {task.people === 'with_release' ? (
        <>
          <dt>{w.people}</dt>
          <dd>{peopleMessages.peopleWithReleaseNote}</dd>
        </>
      ) : null}
    </Facts>
  );
}

/** Every field of a task, for the View Details dialog. */
export function TaskDetails({
  task,
  acceptance,
}: {
  /** The task shown. */
  task: Task;
  /** The creator's acceptance of it, undefined when not accepted. */
  acceptance: MyAcceptance | undefined;
}) {
  const w = useWords('creator.tasks', creatorTasksWords);
  const pay = useWords('pay', payWords);
  return (
    <Facts>
      <dt>{w.description_}</dt>
      <dd>{task.description || w.noDescription}</dd>
      <dt>{w.category}</dt>
      <dd>{w.categories[task.category]}</dd>
      <dt>{w.payout}</dt>
      <dd>{payLine(task.payout_amount_cents, task.estimated_minutes, pay)}</dd>
      <dt>{w.dueDate}</dt>
      <dd>
        <Due task={task} acceptance={acceptance} />
      </dd>
      <dt>{w.slots}</dt>
      <dd>{slotsText(task)}</dd>
      <dt>{w.instructions}</dt>
      <dd>
        {task.instructions_url ? (
          <a href={task.instructions_url} target="_blank" rel="noopener noreferrer">
            {w.openInstructions}
          </a>
        ) : (
          w.none
        )}
      </dd>
      <dt>{w.expectedTimeline}</dt>
      <dd>{task.expected_timeline ?? w.notStated}</dd>
      <dt>{w.tags}</dt>
      <dd>{task.tags.length > 0 ? <TaskTags tags={task.tags} /> : w.none}</dd>
      <dt>{w.fileRequirements}</dt>
      <dd>
        {hasRequirements(task.requirements) ? (
          <TaskRequirements requirements={task.requirements} />
        ) : task.eligibility?.qualifications.length ? (
          eligibilityMessages.requirementsInQualification
        ) : (
          w.anyFile
        )}
      </dd>
      <dt>{w.people}</dt>
      <dd>
        {task.people === 'with_release'
          ? peopleMessages.peopleWithReleaseNote
          : peopleMessages.peopleNoneNote}
      </dd>
    </Facts>
  );
}
