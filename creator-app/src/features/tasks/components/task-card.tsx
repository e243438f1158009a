import { useId } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@groundtruth/ui-kit';
import { TaskAction, type TaskActionProps } from './task-action';
import { TaskBadges, TaskSummary, TaskTags } from './task-details';

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

/** One published task: title, category, payout, due date, slots, tags and its actions. */
export function TaskCard({
  task,
  onDetails,
  ...action
}: Omit<TaskActionProps, 'task'> & {
  /** The task shown. */
  task: WithId<Task>;
  /** Opens the View Details dialog. */
  onDetails: () => void;
}) {
  const titleId = useId();
  return (
    <Root as="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {task.title}
        </CardTitle>
        <TaskBadges task={task} acceptance={action.acceptance} />
      </CardHeader>
      <Body>
        <TaskSummary task={task} />
        <TaskTags tags={task.tags} />
      </Body>
      <Footer>
        <Button variant="outline" onClick={onDetails} aria-describedby={titleId}>
          View Details
        </Button>
        <TaskAction task={task} {...action} />
      </Footer>
    </Root>
  );
}
