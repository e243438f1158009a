import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { MAX_ESTIMATED_MINUTES } from '@groundtruth/domain/fair-pay-limits';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { Button, TextField, space, useToast } from '@groundtruth/ui-kit';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { useConvertOrder } from '../api/convert-order';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};

  & > div {
    width: 14rem;
  }
`;

/** The most tasks one order is split over (convertOrderToTasksInput's bound). */
const MAX_TASKS = 20;

/** A whole number from 1 to `max` typed in `value`, or null. */
function wholeNumber(value: string, max: number): number | null {
  const n = Number(value.trim());
  return /^\d+$/.test(value.trim()) && n >= 1 && n <= max ? n : null;
}

/**
 * Turn into tasks on a funded order (admins): how many draft tasks to split its quantity over
 * (1 by default) and the minutes one item takes, asked once more before anything is made; then
 * the tasks are made and Manage Tasks is where they are published.
 */
export function TurnIntoTasks({
  orderId,
  title,
  onMade,
}: {
  /** The funded order. */
  orderId: string;
  /** Its title, for the confirmation. */
  title: string;
  /** The tasks were made. */
  onMade: (taskIds: string[]) => void;
}) {
  const { toast } = useToast();
  const inputId = useId();
  const minutesId = useId();
  const [count, setCount] = useState('1');
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [minutesError, setMinutesError] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ taskCount: number; estimatedMinutes: number } | null>(
    null,
  );
  const convert = useConvertOrder({
    onSuccess: ({ taskIds }) => {
      toast({ title: words.tasksMade(taskIds.length), variant: 'success' });
      onMade(taskIds);
    },
    onError: (failure) => {
      const { title: heading, message } = callableErrorWords(failure);
      toast({ title: heading, description: message, variant: 'destructive' });
    },
  });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const taskCount = wholeNumber(count, MAX_TASKS);
    const estimatedMinutes = wholeNumber(minutes, MAX_ESTIMATED_MINUTES);
    setError(taskCount === null ? words.taskCountInvalid : undefined);
    setMinutesError(
      estimatedMinutes === null ? words.minutesInvalid(MAX_ESTIMATED_MINUTES) : undefined,
    );
    if (taskCount === null || estimatedMinutes === null) return;
    setAsking({ taskCount, estimatedMinutes });
  };

  return (
    <>
      <Row onSubmit={ask} noValidate aria-label={`${words.turnIntoTasks}: ${title}`}>
        <TextField
          id={inputId}
          label={words.taskCountLabel}
          inputMode="numeric"
          value={count}
          error={error}
          hint={words.taskCountHint}
          onChange={(event) => setCount(event.target.value)}
        />
        <TextField
          id={minutesId}
          label={words.minutesLabel}
          inputMode="numeric"
          value={minutes}
          error={minutesError}
          hint={words.minutesHint}
          required
          onChange={(event) => setMinutes(event.target.value)}
        />
        <Button type="submit" variant="primary" loading={convert.isPending}>
          {words.turnIntoTasks}
        </Button>
      </Row>
      {asking !== null ? (
        <ConfirmDialog
          title={words.confirmTurnIntoTasksTitle}
          consequence={words.confirmTurnIntoTasks(asking.taskCount, title)}
          confirmLabel={words.turnIntoTasks}
          pending={convert.isPending}
          onConfirm={() =>
            convert.mutate({ orderId, ...asking }, { onSettled: () => setAsking(null) })
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
