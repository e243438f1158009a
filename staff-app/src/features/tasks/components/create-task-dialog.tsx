import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Select, TextField, Textarea, space, useToast } from '@groundtruth/ui-kit';
import { taskCategories, taskCategoryLabels, taskStatuses } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { statusLabel } from '@groundtruth/ui-kit';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { useCreateTask } from '../api/create-task';
import { createTaskErrorText } from './create-task-error';
import { hoursText } from './task-card';
import { RequirementsFields } from './requirements-fields';
import { EligibilityFields } from './eligibility-fields';
import { PeopleField } from './people-field';
import type { PeopleRule } from '@groundtruth/domain/releases';
import {
  emptyEligibilityForm,
  toEligibility,
  type EligibilityErrors,
  type EligibilityFormValues,
} from './eligibility-form';
import {
  emptyRequirementsForm,
  toRequirements,
  type RequirementsErrors,
  type RequirementsFormValues,
} from './requirements-form';
import {
  emptyTaskForm,
  taskFieldLabels as labels,
  toCreateTaskInput,
  type TaskFormErrors,
  type TaskFormValues,
} from './create-task-form';
import { useDraft } from '@groundtruth/platform/drafts';
import { payLine } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { parseDollarsToCents } from '@groundtruth/domain/money';

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Requirements = styled.section`
  h3 {
    margin: 0 0 ${space[2]};
    font-size: 1rem;
  }
`;

const FORM_ID = 'create-task-form';

/** What creators will read of the pay as typed ("$12.50 · about 25 min · $30.00/hour"). */
function rateHint(values: TaskFormValues): string {
  const cents = parseDollarsToCents(values.payout);
  const minutes = Number((values.estimatedMinutes ?? '').trim());
  if (cents === null || !Number.isInteger(minutes) || minutes <= 0)
    return fairPayMessages.minutesHint;
  return fairPayMessages.minutesHintRate(payLine(cents, minutes));
}

const categoryOptions = taskCategories.map((value) => ({
  value,
  label: taskCategoryLabels[value],
}));
const statusOptions = taskStatuses.map((value) => ({ value, label: statusLabel('task', value) }));

/**
 * Create Task, mounted once per opening: the request id is made when it opens, so a double click
 * or a retry after a lost answer creates one task, not two.
 */
export function CreateTaskDialog({ onClose }: { /** Closes the dialog. */ onClose: () => void }) {
  const { toast } = useToast();
  const create = useCreateTask();
  // One per opening: pressing Create Task again (after a lost answer) repeats the same request.
  const [requestId] = useState(() => crypto.randomUUID());
  // Closed before creating, the form waits for the next opening.
  const [values, setValues, clearValues] = useDraft<TaskFormValues>(
    'create-task:values',
    emptyTaskForm,
  );
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [requirements, setRequirements, clearRequirements] = useDraft<RequirementsFormValues>(
    'create-task:requirements',
    emptyRequirementsForm,
  );
  const [requirementsErrors, setRequirementsErrors] = useState<RequirementsErrors>({});
  const [eligibility, setEligibility, clearEligibility] = useDraft<EligibilityFormValues>(
    'create-task:eligibility',
    emptyEligibilityForm,
  );
  const [eligibilityErrors, setEligibilityErrors] = useState<EligibilityErrors>({});
  const [people, setPeople, clearPeople] = useDraft<PeopleRule>('create-task:people', 'none');
  const settings = usePlatformSettings();
  const defaultHours = settings.data?.default_working_time_hours;

  const field = <K extends keyof TaskFormValues>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toCreateTaskInput(values);
    const files = toRequirements(requirements);
    setErrors(result.ok ? {} : result.errors);
    setRequirementsErrors(files.ok ? {} : files.errors);
    const gate = toEligibility(eligibility);
    setEligibilityErrors(gate.ok ? {} : gate.errors);
    if (!result.ok || !files.ok || !gate.ok) return;
    create.mutate(
      {
        ...result.input,
        // A task without requirements is stored as before: any file the product accepts.
        ...(files.requirements ? { requirements: files.requirements } : {}),
        // Likewise a task open to everyone, and one that is not a practice task.
        ...(gate.eligibility ? { eligibility: gate.eligibility } : {}),
        ...(gate.practiceFor ? { practiceFor: gate.practiceFor } : {}),
        // And one where no identifiable person may appear, the default.
        ...(people === 'with_release' ? { people } : {}),
        requestId,
      },
      {
        onSuccess: () => {
          clearValues();
          clearRequirements();
          clearEligibility();
          clearPeople();
          toast({ title: staffMessages.taskCreated, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const { title, message } = createTaskErrorText(error);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || create.isPending ? undefined : onClose())}
      title="Create Task"
      description="Fields marked * are required. A draft is visible to staff only."
      size="large"
      footer={
        <>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={create.isPending}>
            Create Task
          </Button>
        </>
      }
    >
      <Fields id={FORM_ID} onSubmit={submit} noValidate aria-label="New task">
        <TextField label={labels.title} required className="wide" {...field('title')} />
        <Select label={labels.category} options={categoryOptions} {...field('category')} />
        <TextField
          label={labels.payout}
          required
          inputMode="decimal"
          placeholder="25.00"
          {...field('payout')}
        />
        <TextField
          label={labels.estimatedMinutes}
          required
          inputMode="numeric"
          placeholder="25"
          hint={rateHint(values)}
          {...field('estimatedMinutes')}
        />
        <Textarea label={labels.description} rows={3} className="wide" {...field('description')} />
        <TextField label={labels.dueDate} type="date" {...field('dueDate')} />
        <TextField
          label={labels.workingTimeHours}
          inputMode="numeric"
          hint={
            defaultHours === undefined
              ? 'Time to submit after accepting; empty for the platform default'
              : `Time to submit after accepting; empty for the platform default (${
                  defaultHours === null ? 'until the due date' : hoursText(defaultHours)
                })`
          }
          {...field('workingTimeHours')}
        />
        <TextField
          label={labels.slots}
          inputMode="numeric"
          hint="Empty for no limit"
          {...field('slots')}
        />
        <TextField
          label={labels.instructionsUrl}
          type="url"
          placeholder="https://"
          className="wide"
          {...field('instructionsUrl')}
        />
        <TextField
          label={labels.expectedTimeline}
          placeholder="e.g. 2–3 days"
          {...field('expectedTimeline')}
        />
        <TextField label={labels.tags} hint="Separate tags with commas" {...field('tags')} />
        <Select label={labels.status} options={statusOptions} {...field('status')} />
        <PeopleField value={people} onChange={setPeople} className="wide" />
        <Requirements className="wide" aria-labelledby="create-task-requirements">
          <h3 id="create-task-requirements">File requirements</h3>
          <RequirementsFields
            values={requirements}
            errors={requirementsErrors}
            onChange={setRequirements}
          />
        </Requirements>
        <Requirements className="wide" aria-labelledby="create-task-eligibility">
          <h3 id="create-task-eligibility">Eligibility</h3>
          <EligibilityFields
            values={eligibility}
            errors={eligibilityErrors}
            onChange={setEligibility}
          />
        </Requirements>
      </Fields>
    </Dialog>
  );
}
