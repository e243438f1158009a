import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Select,
  Skeleton,
  space,
  statusLabel,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { taskStatuses, type TaskStatus } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { LoadError, LoadMore, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { useTasks } from '../api/get-tasks';
import { useSetTaskStatus } from '../api/set-task-status';
import type { TaskFilters } from '../tasks-keys';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { TaskCard } from './task-card';
import { UnderFloorNotice } from './task-pay';
import { useUnderFloor } from '../api/get-under-floor';

// The form and the callable's input schema it checks with load when the dialog first opens.
const CreateTaskDialog = lazy(async () => ({
  default: (await import('./create-task-dialog')).CreateTaskDialog,
}));

const EditRequirementsDialog = lazy(async () => ({
  default: (await import('./edit-requirements-dialog')).EditRequirementsDialog,
}));

const Toolbar = styled.div`
  max-width: 240px;
  margin-bottom: ${space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const filterOptions = [
  { value: 'all', label: 'All statuses' },
  ...taskStatuses.map((value) => ({ value, label: statusLabel('task', value) })),
];

function statusFilter(value: string | null): TaskFilters['status'] {
  return (taskStatuses as readonly string[]).includes(value ?? '') ? (value as TaskStatus) : 'all';
}

/** /dashboard/admin/tasks: every task newest first, Create Task, Publish and Close (docs/product.md, Screens). */
export default function ManageTasksPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: TaskFilters = { status: statusFilter(searchParams.get('status')) };
  const tasks = useTasks(filters);
  // Tasks whose approved work made a median under the hourly floor: the notice and the flags.
  const underFloor = useUnderFloor();
  const setStatus = useSetTaskStatus();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  const { role } = useSignedInUser();
  const [editing, setEditing] = useState<string | null>(null);
  // Closing cannot be undone: it is asked first (the task being asked about).
  const [closing, setClosing] = useState<string | null>(null);
  // updateTaskRequirements and exportDataset are the admin's; support keeps the
  // other actions.
  const canEditRequirements = role === 'admin';

  const changeStatus = (taskId: string, status: 'published' | 'closed') =>
    setStatus.mutate(
      { taskId, status },
      {
        onSuccess: () => {
          setClosing(null);
          toast({
            title: status === 'published' ? staffMessages.taskPublished : staffMessages.taskClosed,
            variant: 'success',
          });
        },
        onError: (error) => {
          const { title, message } = callableErrorWords(error);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );

  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  const editingTask = editing ? items.find((task) => task.id === editing) : undefined;

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title="Manage Tasks"
        description="Create tasks, publish drafts to creators and close tasks that are done."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create Task
          </Button>
        }
      />
      <UnderFloorNotice count={underFloor.data?.size ?? 0} />
      <Toolbar>
        <Select
          label="Status"
          options={filterOptions}
          value={filters.status}
          onChange={(event) =>
            setSearchParams(event.target.value === 'all' ? {} : { status: event.target.value })
          }
        />
      </Toolbar>
      {tasks.isPending ? (
        <Skeleton label="Loading tasks" />
      ) : tasks.isError && items.length === 0 ? (
        <LoadError
          message={messages.failedLoadTasks}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={
            filters.status === 'all'
              ? staffMessages.noTasksYet
              : staffMessages.noTasksWithStatus(statusLabel('task', filters.status).toLowerCase())
          }
        />
      ) : (
        <>
          <List aria-label="Tasks">
            {items.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                pending={setStatus.isPending && setStatus.variables?.taskId === task.id}
                onSetStatus={(status) =>
                  status === 'closed' ? setClosing(task.id) : changeStatus(task.id, status)
                }
                canExport={role === 'admin'}
                effort={underFloor.data?.get(task.id)}
                onEditRequirements={canEditRequirements ? () => setEditing(task.id) : undefined}
              />
            ))}
          </List>
          {tasks.isFetchNextPageError ? (
            <LoadError
              message={messages.failedLoadTasks}
              onRetry={() => void tasks.fetchNextPage()}
              retrying={tasks.isFetchingNextPage}
            />
          ) : (
            <LoadMore
              hasMore={tasks.hasNextPage}
              loading={tasks.isFetchingNextPage}
              onLoadMore={() => void tasks.fetchNextPage()}
            />
          )}
        </>
      )}
      {closing ? (
        <ConfirmDialog
          title={staffMessages.confirmCloseTaskTitle}
          consequence={staffMessages.confirmCloseTask}
          confirmLabel="Close task"
          pending={setStatus.isPending}
          onConfirm={() => changeStatus(closing, 'closed')}
          onClose={() => setClosing(null)}
        />
      ) : null}
      {editingTask ? (
        <Suspense fallback={null}>
          <EditRequirementsDialog task={editingTask} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <CreateTaskDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
