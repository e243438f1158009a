import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  colorVars as c,
  EmptyState,
  fontSizes,
  Skeleton,
} from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths, submitWorkPath } from '@groundtruth/domain/paths';
import { useTasksInProgress } from '../api/get-tasks-in-progress';
import { DateTime, LoadError } from '@groundtruth/platform/screen-parts';
import { isExpired, TimeLeft, useNow } from '../../../components/time-left';
import { Section, SectionHeader, SectionTitle } from './section';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { useWords } from '@groundtruth/platform/i18n';
import { payLine } from '@groundtruth/domain/fair-pay';
import { payWords } from '@groundtruth/domain/words/pay';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const Due = styled.p`
  margin: 2px 0 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

const Clock = styled.p`
  margin: 4px 0 0;
`;

/**
 * The creator's accepted tasks still waiting for work, with their due dates and the time left to
 * submit; one whose time ran out (before the expiry job took it off) shows Expired, no Submit.
 */
export function TasksInProgress({ userId }: { userId: string }) {
  const w = useWords('creator.overview', creatorOverviewWords);
  const messages = useWords('messages', englishMessages);
  const pay = useWords('pay', payWords);
  const tasks = useTasksInProgress(userId);
  const now = useNow();
  return (
    <Section aria-labelledby="overview-tasks">
      <SectionHeader>
        <SectionTitle id="overview-tasks">{w.tasksInProgress}</SectionTitle>
        <Link to={paths.tasks}>{w.browseTasksLink}</Link>
      </SectionHeader>
      {tasks.isPending ? (
        <Skeleton label={w.loadingTasksInProgress} count={2} height={56} />
      ) : tasks.isError ? (
        <LoadError
          message={messages.failedLoadCreatorOverview}
          failedAt={tasks.errorUpdatedAt}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      ) : tasks.data.length === 0 ? (
        <EmptyState title={messages.noTasksInProgress} description={w.tasksInProgressHint} />
      ) : (
        <Card>
          <CardContent>
            <List aria-label={w.tasksInProgressList}>
              {tasks.data.map((task) => (
                <Item key={task.acceptanceId}>
                  <div>
                    <strong>{task.title ?? w.taskNoLongerOpen}</strong>
                    {task.pay ? <Due>{payLine(task.pay.cents, task.pay.minutes, pay)}</Due> : null}
                    {/* Without a due date, a working-time clock says when the work is due. */}
                    {task.dueAt ? (
                      <Due>
                        {w.due} <DateTime value={task.dueAt} dateOnly />
                      </Due>
                    ) : task.expiresAt ? null : (
                      <Due>{messages.noDueDate}</Due>
                    )}
                    {task.expiresAt || task.status === 'expired' ? (
                      <Clock>
                        <TimeLeft clock={task} />
                      </Clock>
                    ) : null}
                  </div>
                  {task.title && !isExpired(task, now) ? (
                    <Button
                      as={Link}
                      to={submitWorkPath(task.taskId, task.acceptanceId)}
                      size="small"
                      variant="outline"
                      aria-label={w.submitWorkFor(task.title ?? '')}
                    >
                      {w.submitWork}
                    </Button>
                  ) : null}
                </Item>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
    </Section>
  );
}
