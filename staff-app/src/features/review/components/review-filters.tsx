import styled from 'styled-components';
import { reviewStatuses, type ReviewStatus } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Select, space, statusLabel } from '@groundtruth/ui-kit';
import { useTaskOptions } from '../api/get-task-options';
import type { ReviewFilters as Filters } from '../review-keys';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space[4]};
  margin-bottom: ${space[5]};
`;

/**
 * Pending first (the default: the review queue), then the other states, everything, and the
 * rejections whose creators appealed.
 */
const statusOptions = [
  ...reviewStatuses.map((s) => ({ value: s, label: statusLabel('review', s) })),
  { value: 'all', label: 'All states' },
  { value: 'appeals', label: 'Appeals' },
  { value: 'fails_requirements', label: 'Fails requirements' },
  { value: 'second_opinions', label: staffMessages.secondOpinionsView },
];

/** Views listed across every task, oldest first: the task filter does not apply. */
const acrossTaskViews = ['appeals', 'fails_requirements', 'second_opinions'] as const;
const acrossTasks = (status: string | null): status is (typeof acrossTaskViews)[number] =>
  (acrossTaskViews as readonly (string | null)[]).includes(status);

/** Reads the filters from the screen's URL (?status=…&taskId=…), so a filtered view can be linked. */
export function filtersFrom(params: URLSearchParams): Filters {
  const status = params.get('status');
  if (acrossTasks(status)) return { status, taskId: null };
  return {
    status:
      status === 'all' || (reviewStatuses as readonly string[]).includes(status ?? '')
        ? (status as ReviewStatus | 'all')
        : 'pending',
    taskId: params.get('taskId') || null,
  };
}

/** The review state and task filters. */
export function ReviewFilters({
  filters,
  onChange,
}: {
  /** The filters in force. */
  filters: Filters;
  /** Called with the new filters. */
  onChange: (filters: Filters) => void;
}) {
  const tasks = useTaskOptions(filters.taskId);
  const appeals = filters.status === 'appeals';
  const across = acrossTasks(filters.status);
  return (
    <Row>
      <Select
        label="Review state"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => {
          const status = filtersFrom(new URLSearchParams({ status: event.target.value })).status;
          onChange({ status, taskId: acrossTasks(status) ? null : filters.taskId });
        }}
      />
      <Select
        label="Task"
        placeholder="All tasks"
        options={(tasks.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
        value={filters.taskId ?? ''}
        disabled={across}
        hint={
          appeals
            ? 'Appeals are listed for every task, longest waiting first.'
            : filters.status === 'second_opinions'
              ? staffMessages.secondOpinionsHint
              : across
                ? 'Pending work that fails its task’s requirements as they are now, for every task, oldest first.'
                : tasks.isError
                  ? 'Tasks could not be loaded; the list shows every task.'
                  : undefined
        }
        onChange={(event) => onChange({ ...filters, taskId: event.target.value || null })}
      />
    </Row>
  );
}
