import { useId } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@groundtruth/ui-kit';
import { LockedReasons } from './locked-reasons';
import { TaskAction, type TaskActionProps } from './task-action';
import type { Shortfall } from './task-eligibility';
import { TaskBadges, TaskSummary, TaskTags } from './task-details';
import { creatorTasksWords } from '@groundtruth/domain/words/creator/tasks';
import { useWords } from '@groundtruth/platform/i18n';

// Cards of one row are as tall as the tallest: the actions line up at the bottom.
const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Body = styled(CardContent)`
  display: grid;
  gap: 12px;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`;

/**
 * One published task: title, category, payout, due date, slots, tags and its actions; a locked
 * task says what the creator lacks instead of offering Accept.
 */
export function TaskCard({
  task,
  onDetails,
  shortfalls,
  ...action
}: Omit<TaskActionProps, 'task' | 'locked'> & {
  /** The task shown. */
  task: WithId<Task>;
  /** Opens the View Details dialog. */
  onDetails: () => void;
  /** What the creator lacks to accept it; empty when nothing (or once accepted). */
  shortfalls: readonly Shortfall[];
}) {
  const w = useWords('creator.tasks', creatorTasksWords);
  const locked = shortfalls.length > 0;
  const titleId = useId();
  return (
    <Root as="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {task.title}
        </CardTitle>
        <TaskBadges task={task} acceptance={action.acceptance} locked={locked} />
      </CardHeader>
      <Body>
        <TaskSummary task={task} acceptance={action.acceptance} />
        <TaskTags tags={task.tags} />
        {locked ? <LockedReasons shortfalls={shortfalls} /> : null}
      </Body>
      <Footer>
        <Button variant="outline" onClick={onDetails} aria-describedby={titleId}>
          {w.viewDetails}
        </Button>
        <TaskAction task={task} {...action} locked={locked} />
      </Footer>
    </Root>
  );
}
