import { memo } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  Select,
  TextField,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { useQualifications } from '../../../lib/qualifications-list';
import {
  eligibilityLabels as labels,
  eligibleLanguages,
  type EligibilityErrors,
  type EligibilityFormValues,
} from './eligibility-form';

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space[3]};

  & > .wide {
    grid-column: 1 / -1;
  }
`;

// The qualification takes the room; the score and Remove wrap under it on a narrow screen.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[2]};

  & > :first-child {
    flex: 2 1 200px;
    min-width: 0;
  }
  & > :nth-child(2) {
    flex: 1 1 120px;
    min-width: 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

// The languages, ticked as creators pick theirs; none ticked: any.
const Languages = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: ${space[3]};
  border: 1px solid ${colorVars.border};
  border-radius: 8px;

  legend {
    padding: 0 ${space[1]};
    font-weight: 600;
  }
  & > p {
    flex-basis: 100%;
  }
`;

const guardOptions = [
  { value: 'accept', label: 'Show to everyone, explain what is missing' },
  { value: 'discover', label: 'Hide from creators who do not qualify' },
];

/**
 * Who may accept a task: required qualifications with a least score, the approval-rate gate,
 * the guard, the countries and languages of the creators it is open to; and "Practice for":
 * which practice-kind qualification an approved submission earns.
 */
// Memoised: typing in Create Task's other fields does not render this section again.
export const EligibilityFields = memo(function EligibilityFields({
  values,
  errors,
  onChange,
}: {
  values: EligibilityFormValues;
  errors: EligibilityErrors;
  onChange: (values: EligibilityFormValues) => void;
}) {
  const qualifications = useQualifications();
  const active = (qualifications.data ?? []).filter((q) => q.status === 'active');
  const options = active.map((q) => ({ value: q.id, label: q.name }));
  const practice = active
    .filter((q) => q.kind === 'practice')
    .map((q) => ({ value: q.id, label: q.name }));
  const set = (changes: Partial<EligibilityFormValues>) => onChange({ ...values, ...changes });
  const setRow = (index: number, changes: Partial<EligibilityFormValues['required'][number]>) =>
    set({
      required: values.required.map((row, i) => (i === index ? { ...row, ...changes } : row)),
    });
  // A draft kept from before the languages has none ticked.
  const ticked = values.languages ?? [];
  const text = (name: 'minApprovalRate' | 'minReviewed') => ({
    value: values[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  return (
    <Root>
      {qualifications.isError ? (
        <Hint className="wide" role="alert">
          Qualifications could not be loaded.
        </Hint>
      ) : null}
      {values.required.map((row, index) => (
        <Row key={index} className="wide">
          <Select
            label={`${labels.qualification} ${index + 1}`}
            placeholder="Choose a qualification"
            options={options}
            value={row.qualificationId}
            error={errors[`required.${index}.qualificationId`]}
            onChange={(event) => setRow(index, { qualificationId: event.target.value })}
          />
          <TextField
            label={`${labels.minScore} ${index + 1}`}
            inputMode="numeric"
            hint="Empty: any grant"
            value={row.minScore}
            error={errors[`required.${index}.minScore`]}
            onChange={(event) => setRow(index, { minScore: event.target.value })}
          />
          <Button
            variant="ghost"
            onClick={() => set({ required: values.required.filter((_, i) => i !== index) })}
          >
            Remove qualification {index + 1}
          </Button>
        </Row>
      ))}
      <div className="wide">
        <Button
          size="small"
          disabled={options.length === 0}
          onClick={() =>
            set({ required: [...values.required, { qualificationId: '', minScore: '' }] })
          }
        >
          Add required qualification
        </Button>
      </div>
      <TextField
        label={labels.minApprovalRate}
        hint="Empty for no track-record gate"
        {...text('minApprovalRate')}
      />
      <TextField
        label={labels.minReviewed}
        hint="Below this many reviewed submissions the rate does not apply"
        {...text('minReviewed')}
      />
      <Select
        label={labels.guard}
        options={guardOptions}
        value={values.guard}
        onChange={(event) => set({ guard: event.target.value as EligibilityFormValues['guard'] })}
      />
      <TextField
        className="wide"
        label={labels.countries}
        hint="Separate countries with commas, as creators pick them (e.g. Mexico, Spain); empty for any"
        value={values.countries ?? ''}
        error={errors.countries}
        onChange={(event) => set({ countries: event.target.value })}
      />
      <Languages className="wide">
        <legend>{labels.languages}</legend>
        <Hint>Creators who speak one of those ticked; none ticked: any language</Hint>
        {eligibleLanguages.map((choice) => (
          <Checkbox
            key={choice.code}
            label={choice.label}
            checked={ticked.includes(choice.code)}
            onChange={(event) =>
              set({
                languages: event.target.checked
                  ? [...ticked, choice.code]
                  : ticked.filter((code) => code !== choice.code),
              })
            }
          />
        ))}
      </Languages>
      <Select
        label={labels.practiceFor}
        placeholder="Not a practice task"
        options={practice}
        value={values.practiceFor}
        hint="An approved submission earns this qualification"
        onChange={(event) => set({ practiceFor: event.target.value })}
      />
    </Root>
  );
});
