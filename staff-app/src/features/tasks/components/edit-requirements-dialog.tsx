import { useState, type FormEvent } from 'react';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { callableErrorText } from '@groundtruth/domain/callable-errors';
import { Button, Dialog, useToast } from '@groundtruth/ui-kit';
import { useUpdateTaskRequirements } from '../api/update-task-requirements';
import { RequirementsFields } from './requirements-fields';
import {
  requirementsToForm,
  toRequirements,
  type RequirementsErrors,
  type RequirementsFormValues,
} from './requirements-form';

const FORM_ID = 'edit-requirements-form';

/**
 * Edit requirements of one task: the same fields as Create Task, saved through
 * updateTaskRequirements. Work already submitted is not refused afterwards; the function marks
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toRequirements(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    update.mutate(
      { taskId: task.id, requirements: result.requirements },
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
          const { title, message } = callableErrorText(error);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || update.isPending ? undefined : onClose())}
      title="Edit requirements"
      description={`What the files submitted to “${task.title}” must be.`}
      size="large"
      footer={
        <>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={update.isPending}>
            Save requirements
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Requirements">
        <RequirementsFields
          values={values}
          errors={errors}
          onChange={setValues}
          disabled={update.isPending}
        />
      </form>
    </Dialog>
  );
}
