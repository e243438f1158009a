import { useState, type FormEvent } from 'react';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { Button, Dialog, TextField, useToast } from '@groundtruth/ui-kit';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { taskFieldLabels } from './create-task-form';
import { useUpdateTaskRequirements } from '../api/update-task-requirements';
import { peopleRule, type PeopleRule } from '@groundtruth/domain/releases';
import { useSetTaskPeople } from '../api/set-task-people';
import { PeopleField } from './people-field';
import { RequirementsFields } from './requirements-fields';
import {
  requirementsToForm,
  toRequirements,
  type RequirementsErrors,
  type RequirementsFormValues,
} from './requirements-form';

const FORM_ID = 'edit-requirements-form';

/**
 * Edit requirements of one task: the same fields as Create Task, and the minutes it takes, saved
 * through updateTaskRequirements (which refuses minutes under the hourly floor). Work already submitted is not refused afterwards; the function marks
 * the pending submissions that fail the new requirements for the review queue.
 */
export function EditRequirementsDialog({
  task,
  onClose,
}: {
  task: WithId<Task>;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const { toast } = useToast();
  const update = useUpdateTaskRequirements();
  const [values, setValues] = useState<RequirementsFormValues>(() =>
    requirementsToForm(task.requirements),
  );
  const [errors, setErrors] = useState<RequirementsErrors>({});
  // The minutes the task takes: a task made before estimates gets one here, before publishing.
  const [minutes, setMinutes] = useState(() => String(task.estimated_minutes ?? ''));
  const [minutesError, setMinutesError] = useState<string | undefined>();
  const [people, setPeople] = useState<PeopleRule>(() => peopleRule(task));
  const savePeople = useSetTaskPeople();
  const saving = update.isPending || savePeople.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toRequirements(values);
    setErrors(result.ok ? {} : result.errors);
    const typed = minutes.trim();
    const estimatedMinutes = typed === '' ? undefined : Number(typed);
    const badMinutes =
      estimatedMinutes !== undefined &&
      (!Number.isInteger(estimatedMinutes) || estimatedMinutes < 1);
    setMinutesError(
      badMinutes
        ? `${taskFieldLabels.estimatedMinutes} must be a whole number of minutes`
        : undefined,
    );
    if (!result.ok || badMinutes) return;
    // The rule for people first (its own callable): a refusal leaves the requirements unsaved too.
    if (people !== peopleRule(task)) {
      try {
        await savePeople.mutateAsync({ taskId: task.id, people });
      } catch (error) {
        const { title, message } = callableErrorWords(error);
        toast({ title, description: message, variant: 'destructive' });
        return;
      }
    }
    update.mutate(
      {
        taskId: task.id,
        requirements: result.requirements,
        ...(estimatedMinutes === undefined ? {} : { estimatedMinutes }),
      },
      {
        onSuccess: ({ rechecked }) => {
          toast({
            title: 'Requirements saved',
            description:
              rechecked > 0
                ? `${rechecked} pending ${rechecked === 1 ? 'submission was' : 'submissions were'} checked against them again`
                : undefined,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const { title, message } = callableErrorWords(error);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || saving ? undefined : onClose())}
      title="Edit requirements"
      description={`What the files submitted to “${task.title}” must be.`}
      size="large"
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={saving}>
            Save requirements
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Requirements"
      >
        <TextField
          label={taskFieldLabels.estimatedMinutes}
          name="estimatedMinutes"
          inputMode="numeric"
          value={minutes}
          error={minutesError}
          hint={fairPayMessages.minutesHint}
          disabled={saving}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <RequirementsFields
          values={values}
          errors={errors}
          onChange={setValues}
          disabled={saving}
        />
        <PeopleField value={people} onChange={setPeople} disabled={saving} />
      </form>
    </Dialog>
  );
}
