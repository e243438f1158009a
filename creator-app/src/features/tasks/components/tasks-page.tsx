import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { taskCategories, type TaskCategory } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Dialog, EmptyState, narrow, Select, Skeleton, TextField } from '@groundtruth/ui-kit';
import {
  LoadError,
  useFailureToast,
  LoadMore,
  PageHeader,
} from '@groundtruth/platform/screen-parts';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { useNow } from '../../../components/time-left';
import { useAcceptTask } from '../api/accept-task';
import { useDiscoverTasks } from '../api/get-discover-tasks';
import { useMyAcceptances } from '../api/get-my-acceptances';
import { useMyStanding } from '../api/get-my-standing';
import { usePublishedTasks } from '../api/get-published-tasks';
import { LockedReasons } from './locked-reasons';
import { offersAccept, TaskAction } from './task-action';
import { TaskCard } from './task-card';
import { TaskBadges, TaskDetails } from './task-details';
import { taskShortfalls, type Shortfall } from './task-eligibility';
import { creatorTasksWords } from '@groundtruth/domain/words/creator/tasks';
import { useWords } from '@groundtruth/platform/i18n';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 240px) minmax(200px, 1fr);
  gap: 16px;
  align-items: start;
  margin-bottom: 24px;

  /* Side by side they need 376 px: on a phone (358 px inside the page) the search ran off screen. */
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DialogBody = styled.div`
  display: grid;
  gap: 16px;
`;

const NONE: readonly Shortfall[] = [];

/**
 * The listed tasks loaded so far with the 'discover' ones the creator qualifies for, newest first:
 * while more pages of the list remain, only those no older than its last loaded task, so a later
 * page never lands above a task already shown.
 */
function withDiscovered(
  listed: WithId<Task>[],
  discovered: readonly WithId<Task>[],
  more: boolean,
): WithId<Task>[] {
  const oldest = listed.at(-1)?.created_at.toMillis() ?? Infinity;
  const shownIds = new Set(listed.map((task) => task.id));
  const extra = discovered.filter(
    (task) => !shownIds.has(task.id) && (!more || task.created_at.toMillis() >= oldest),
  );
  if (extra.length === 0) return listed;
  return [...listed, ...extra].sort((a, b) => b.created_at.toMillis() - a.created_at.toMillis());
}

/**
 * /dashboard/tasks (docs/product.md, Screens): published tasks to accept, or to submit work for
 * once accepted. A task whose eligibility the creator does not meet is locked, saying what is
 * missing; one whose guard is 'discover' is not listed to creators at all (the rules): those the
 * creator qualifies for come from discoverTasks and join the list.
 */
export function TasksPage() {
  const w = useWords('creator.tasks', creatorTasksWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const [category, setCategory] = useState<TaskCategory | null>(null);
  const [search, setSearch] = useState('');
  const [detailsOf, setDetailsOf] = useState<string | null>(null);

  const tasks = usePublishedTasks({ category });
  const discovered = useDiscoverTasks({ category }).data;
  const pages = useMemo(() => tasks.data?.pages ?? [], [tasks.data]);
  const loaded = useMemo(
    () =>
      withDiscovered(
        pages.flatMap((page) => page.items),
        discovered ?? [],
        tasks.hasNextPage,
      ),
    [pages, discovered, tasks.hasNextPage],
  );
  const acceptances = useMyAcceptances(user.uid, [
    ...pages.map((page) => page.items.map((task) => task.id)),
    (discovered ?? []).map((task) => task.id),
  ]);
  const accept = useAcceptTask();
  const { standing, ...standingRead } = useMyStanding(user.uid, loaded);
  const now = useNow();
  // A "Load more" that failed keeps the list shown; the failure is still notified.
  useFailureToast(tasks.isFetchNextPageError ? tasks.errorUpdatedAt : 0, messages.failedLoadTasks);

  // What the creator lacks for each task they could accept (none for work already under way).
  const shortfalls = useMemo(() => {
    const unmet = new Map<string, Shortfall[]>();
    if (!standing) return unmet;
    for (const task of loaded) {
      if (!offersAccept(acceptances.accepted[task.id], now)) continue;
      const lacks = taskShortfalls(task, standing, now);
      if (lacks.length > 0) unmet.set(task.id, lacks);
    }
    return unmet;
  }, [loaded, standing, acceptances.accepted, now]);
  // A 'discover' task shows only once the creator is known to qualify (or has work on it).
  const discoverable = (task: WithId<Task>) =>
    task.eligibility?.guard !== 'discover' ||
    acceptances.accepted[task.id] !== undefined ||
    (standing !== null && !shortfalls.has(task.id));
  const visible = loaded.filter(discoverable);
  const judging = standing === null && !standingRead.error && visible.length < loaded.length;

  // Firestore has no substring search: the title search filters the pages loaded (hint says so).
  const needle = search.trim().toLowerCase();
  const shown = needle ? visible.filter((t) => t.title.toLowerCase().includes(needle)) : visible;
  const open = visible.find((task) => task.id === detailsOf) ?? null;
  const lacksOf = (taskId: string) => shortfalls.get(taskId) ?? NONE;
  const actionProps = (task: WithId<Task>) => ({
    acceptance: acceptances.accepted[task.id],
    // A gated task waits for the creator's standing as every task waits for their acceptances.
    ready: acceptances.ready && (!task.eligibility || standing !== null),
    accept,
  });

  let body;
  if (tasks.isPending || (judging && visible.length === 0)) {
    body = <Skeleton label={w.loading} />;
  } else if (tasks.isError && !tasks.isFetchNextPageError) {
    body = (
      <LoadError
        message={messages.failedLoadTasks}
        failedAt={tasks.errorUpdatedAt}
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        title={
          category ? messages.noTasksInCategory(w.categories[category]) : messages.noPublishedTasks
        }
        description={messages.noPublishedTasksHint}
      />
    );
  } else {
    body = (
      <>
        {acceptances.error ? (
          <LoadError
            message={messages.failedLoadTasks}
            failedAt={acceptances.failedAt}
            onRetry={() => void acceptances.refetch()}
            retrying={acceptances.fetching}
          />
        ) : null}
        {standingRead.error ? (
          <LoadError
            message={messages.failedLoadTasks}
            failedAt={standingRead.failedAt}
            onRetry={() => void standingRead.refetch()}
            retrying={standingRead.fetching}
          />
        ) : null}
        {shown.length === 0 ? (
          <EmptyState title={messages.noTasksMatchSearch(search.trim())} />
        ) : (
          <List aria-label={w.publishedTasks}>
            {shown.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                onDetails={() => setDetailsOf(task.id)}
                shortfalls={lacksOf(task.id)}
                {...actionProps(task)}
              />
            ))}
          </List>
        )}
        <LoadMore
          hasMore={tasks.hasNextPage}
          loading={tasks.isFetchingNextPage}
          onLoadMore={() => void tasks.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="tasks-title">
      <PageHeader id="tasks-title" title={w.title} description={w.description} />
      <Filters>
        <Select
          label={w.category}
          options={taskCategories.map((value) => ({ value, label: w.categories[value] }))}
          placeholder={w.allCategories}
          value={category ?? ''}
          onChange={(event) => setCategory((event.target.value || null) as TaskCategory | null)}
        />
        <TextField
          label={w.searchByTitle}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={messages.taskSearchHint}
        />
      </Filters>
      {body}
      {open ? (
        <Dialog
          open
          onOpenChange={(next) => !next && setDetailsOf(null)}
          title={open.title}
          footer={
            <TaskAction task={open} {...actionProps(open)} locked={lacksOf(open.id).length > 0} />
          }
        >
          <DialogBody>
            <TaskBadges
              task={open}
              acceptance={acceptances.accepted[open.id]}
              locked={lacksOf(open.id).length > 0}
            />
            {lacksOf(open.id).length > 0 ? <LockedReasons shortfalls={lacksOf(open.id)} /> : null}
            <TaskDetails task={open} acceptance={acceptances.accepted[open.id]} />
          </DialogBody>
        </Dialog>
      ) : null}
    </section>
  );
}
