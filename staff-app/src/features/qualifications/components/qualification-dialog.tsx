import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  Dialog,
  Select,
  TextField,
  Textarea,
  colorVars,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorText, inPeoplesWords } from '@groundtruth/domain/callable-errors';
import type { WithId } from '@groundtruth/domain/converter';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import type { Qualification, QualificationKind } from '@groundtruth/domain/qualifications';
import { useSaveQualification } from '../api/save-qualification';
import {
  qualificationFieldLabels as labels,
  serverFieldError,
  toQualificationInput,
  type QualificationFormErrors,
  type QualificationFormValues,
} from './qualification-form';
import { QuestionsFields } from './question-fields';
import { kindLabels } from './qualification-labels';
import { useDraft } from '@groundtruth/platform/drafts';

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space[4]};

  & > .wide {
    grid-column: 1 / -1;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Prerequisites = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
  margin: 0;
  padding: ${space[3]};
  border: 1px solid ${colorVars.border};
  border-radius: 8px;

  legend {
    padding: 0 ${space[1]};
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const FORM_ID = 'qualification-form';

const kindOptions = (['quiz', 'practice', 'manual'] as const).map((value) => ({
  value,
  label: kindLabels[value],
}));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

type TextFieldName = Exclude<keyof QualificationFormValues, 'prerequisites' | 'questions'>;

/** Create (editing null) or Edit a qualification, mounted once per opening. */
export function QualificationDialog({
  editing,
  initial,
  others,
  onClose,
}: {
  /** The qualification edited, or null to create one. */
  editing: WithId<Qualification> | null;
  /** The form's starting values (Edit: the stored definition with its answer key). */
  initial: QualificationFormValues;
  /** Every other qualification: the choices of prerequisites. */
  others: readonly WithId<Qualification>[];
  onClose: () => void;
}) {
  const { toast } = useToast();
  const save = useSaveQualification();
  // Closed unsaved, the form waits for the next opening of the same qualification (or a new one).
  const [values, setValues, clearValues] = useDraft(
    `qualification:${editing?.id ?? 'new'}`,
    initial,
  );
  const [errors, setErrors] = useState<QualificationFormErrors>({});
  const quiz = values.kind === 'quiz';

  const field = <K extends TextFieldName>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const togglePrerequisite = (id: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      prerequisites: on
        ? [...current.prerequisites, id]
        : current.prerequisites.filter((other) => other !== id),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toQualificationInput(values, editing?.id ?? null);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    save.mutate(result.input, {
      onSuccess: () => {
        clearValues();
        toast({
          title: editing
            ? qualificationMessages.qualificationSaved
            : qualificationMessages.qualificationCreated,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        const { title, message } = callableErrorText(error);
        const at = serverFieldError(message);
        // A refusal about one field is shown at that field, like the form's own checks.
        if (at) setErrors({ [at.path]: at.message });
        else toast({ title, description: inPeoplesWords(message), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}
      title={editing ? `Edit ${editing.name}` : 'Create Qualification'}
      description="Fields marked * are required."
      size="large"
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={save.isPending}>
            {editing ? 'Save' : 'Create Qualification'}
          </Button>
        </>
      }
    >
      <Fields
        id={FORM_ID}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit qualification' : 'New qualification'}
      >
        <TextField label={labels.name} required className="wide" {...field('name')} />
        <Textarea label={labels.description} rows={3} className="wide" {...field('description')} />
        <Select
          label={labels.kind}
          options={kindOptions}
          disabled={editing !== null}
          hint={editing ? 'Fixed once created' : undefined}
          {...field('kind')}
          onChange={(event) =>
            setValues((current) => ({ ...current, kind: event.target.value as QualificationKind }))
          }
        />
        {editing ? (
          <Select label={labels.status} options={statusOptions} {...field('status')} />
        ) : null}
        {quiz ? (
          <TextField
            label={labels.passingScore}
            required
            inputMode="numeric"
            {...field('passingScore')}
          />
        ) : null}
        <TextField
          label={labels.retryDelayHours}
          inputMode="numeric"
          hint="After a failed attempt"
          {...field('retryDelayHours')}
        />
        <TextField
          label={labels.maxAttempts}
          inputMode="numeric"
          hint="Empty for no limit"
          {...field('maxAttempts')}
        />
        {quiz ? (
          <TextField
            label={labels.durationMinutes}
            inputMode="numeric"
            hint="Empty for untimed"
            {...field('durationMinutes')}
          />
        ) : null}
        <TextField
          label={labels.expiresDays}
          inputMode="numeric"
          hint="Empty: never expires"
          {...field('expiresDays')}
        />
        <Prerequisites className="wide">
          <legend>{labels.prerequisites}</legend>
          {others.length === 0 ? <p>No other qualifications yet.</p> : null}
          {others.map((other) => (
            <Checkbox
              key={other.id}
              label={other.name}
              checked={values.prerequisites.includes(other.id)}
              onChange={(event) => togglePrerequisite(other.id, event.target.checked)}
            />
          ))}
          {errors.prerequisites ? <p role="alert">{errors.prerequisites}</p> : null}
        </Prerequisites>
        {quiz ? (
          <section className="wide" aria-labelledby="qualification-questions">
            <h3 id="qualification-questions">Questions</h3>
            <QuestionsFields
              questions={values.questions}
              errors={errors}
              onChange={(questions) => setValues((current) => ({ ...current, questions }))}
            />
          </section>
        ) : null}
      </Fields>
    </Dialog>
  );
}
