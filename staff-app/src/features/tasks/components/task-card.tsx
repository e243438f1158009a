import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  StatusBadge,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import { taskCategoryLabels } from '@groundtruth/domain/constants';
import type { Task } from '@groundtruth/domain/entities';
import { describeRequirements } from '@groundtruth/domain/media-requirements';
import { payLine } from '@groundtruth/domain/fair-pay';
import type { TaskEffort } from '@groundtruth/domain/task-effort';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { formatCount } from '@groundtruth/domain/numbers';
import { TaskPay } from './task-pay';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[2]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${space[3]};
  margin: 0;

  dt {
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0 0 ${space[3]};
  color: ${colorVars.textMuted};
  white-space: pre-line;
`;

// A task's exports load with the first Datasets toggle: Manage Tasks' first load carries none of it.
const TaskExports = lazy(async () => ({
  default: (await import('./task-exports')).TaskExports,
}));

/** "3 of 25 used", or "3 taken (no limit)". */
export function slotsText(task: Pick<Task, 'accepted_count' | 'quota_limit'>): string {
  return task.quota_limit === null
    ? `${task.accepted_count} taken (no limit)`
    : `${task.accepted_count} of ${task.quota_limit} used`;
}

/** "1 hour", "48 hours". */
export function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${formatCount(hours)} hours`;
}

/** How long a creator has to submit after accepting. */
export function workingTimeText(task: Pick<Task, 'working_time_hours' | 'due_at'>): string {
  if (task.working_time_hours) return hoursText(task.working_time_hours);
  return task.due_at ? 'Until the due date' : 'No limit';
}

const RequirementsList = styled.ul`
  margin: ${space[3]} 0 0;
  padding-left: ${space[4]};
  font-size: ${fontSizes.sm};
`;

const Actions = styled(CardFooter)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** The exports open below the buttons, across the card. */
const ExportsPanel = styled.div`
  flex-basis: 100%;
`;

/**
 * One task on Manage Tasks, with Publish (drafts) or Close (published tasks), its files'
 * requirements and Edit requirements, and its dataset exports behind a toggle,
 * so a list of tasks reads no exports until asked.
 */
export function TaskCard({
  task,
  onSetStatus,
  onEditRequirements,
  pending,
  canExport,
  effort,
}: {
  /** The task shown. */
  task: WithId<Task>;
  /** Publish or Close was pressed. */
  onSetStatus: (status: 'published' | 'closed') => void;
  /** Edit requirements was pressed; absent: the viewer may not edit them. */
  onEditRequirements?: () => void;
  /** This task's status change is under way. */
  pending: boolean;
  /** The viewer is an admin: the exports section offers Export dataset (and Top up). */
  canExport: boolean;
  /** The task's measured effort when its approved work made a median under the floor. */
  effort?: WithId<TaskEffort>;
}) {
  const titleId = `task-${task.id}-title`;
  const [showExports, setShowExports] = useState(false);
  const requirements = describeRequirements(task.requirements);
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {task.title}
        </CardTitle>
        <Badges>
          <StatusBadge kind="task" status={task.status} />
          <Badge tone="accent">{taskCategoryLabels[task.category]}</Badge>
          {task.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </Badges>
      </CardHeader>
      <CardContent>
        {task.description ? <Description>{task.description}</Description> : null}
        <Facts>
          <div>
            <dt>Payout</dt>
            <dd>{payLine(task.payout_amount_cents, task.estimated_minutes)}</dd>
          </div>
          <div>
            <dt>Slots</dt>
            <dd>{slotsText(task)}</dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{task.due_at ? <DateTime value={task.due_at} dateOnly /> : 'No due date'}</dd>
          </div>
          <div>
            <dt>Working time</dt>
            <dd>{workingTimeText(task)}</dd>
          </div>
          {task.expected_timeline ? (
            <div>
              <dt>Expected timeline</dt>
              <dd>{task.expected_timeline}</dd>
            </div>
          ) : null}
          {task.instructions_url ? (
            <div>
              <dt>Instructions</dt>
              <dd>
                <a href={task.instructions_url} target="_blank" rel="noreferrer">
                  Open instructions
                </a>
              </dd>
            </div>
          ) : null}
        </Facts>
        <RequirementsList aria-label="File requirements">
          {requirements.length > 0 ? (
            requirements.map((line) => <li key={line}>{line}</li>)
          ) : (
            <li>Files: any the product accepts</li>
          )}
        </RequirementsList>
        <TaskPay task={task} effort={effort} canTopUp={canExport} />
      </CardContent>
      <Actions>
        {task.status === 'closed' ? null : task.status === 'draft' ? (
          <Button
            variant="primary"
            loading={pending}
            aria-describedby={titleId}
            onClick={() => onSetStatus('published')}
          >
            Publish
          </Button>
        ) : (
          <Button
            variant="outline"
            loading={pending}
            aria-describedby={titleId}
            onClick={() => onSetStatus('closed')}
          >
            Close task
          </Button>
        )}
        {onEditRequirements && task.status !== 'closed' ? (
          <Button variant="outline" aria-describedby={titleId} onClick={onEditRequirements}>
            Edit requirements
          </Button>
        ) : null}
        <Button
          variant="ghost"
          aria-expanded={showExports}
          aria-describedby={titleId}
          onClick={() => setShowExports((shown) => !shown)}
        >
          Datasets
        </Button>
        {showExports ? (
          <ExportsPanel>
            <Suspense fallback={<Skeleton label="Loading exports" />}>
              <TaskExports taskId={task.id} taskTitle={task.title} canExport={canExport} />
            </Suspense>
          </ExportsPanel>
        ) : null}
      </Actions>
    </Card>
  );
}
