import styled from 'styled-components';
import { mediaKindLabels, mediaKinds } from '@groundtruth/domain/media-requirements';
import { Checkbox, colorVars, fontSizes, space, TextField } from '@groundtruth/ui-kit';
import {
  requirementsLabels as labels,
  type DateField,
  type RequirementsErrors,
  type RequirementsFormValues,
} from './requirements-form';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: ${space[3]};
  border: 1px solid ${colorVars.border};
  border-radius: 8px;

  legend {
    padding: 0 ${space[1]};
    font-weight: 600;
  }
`;

const Root = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const KindsError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${colorVars.destructive};
  font-size: ${fontSizes.sm};
`;

type NumberField = Exclude<
  keyof RequirementsFormValues,
  | 'kinds'
  | 'videoSoundRequired'
  | 'acceptAiGenerated'
  | 'captureWithinTaskWindow'
  | 'requireContentCredentials'
  | DateField
>;
type TickField = 'acceptAiGenerated' | 'captureWithinTaskWindow' | 'requireContentCredentials';

/**
 * What a task needs of the submitted files, all optional: accepted kinds, size and
 * number of files, per kind resolution, duration, sound, frame rate and sample rate, and where
 * the files come from (AI-generated ones refused unless ticked, capture days, Content
 * Credentials). Shared by Create Task and Edit requirements.
 */
export function RequirementsFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: RequirementsFormValues;
  errors: RequirementsErrors;
  onChange: (values: RequirementsFormValues) => void;
  disabled?: boolean;
}) {
  const number = (name: NumberField, hint?: string) => (
    <TextField
      label={labels[name]}
      inputMode="decimal"
      name={name}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      disabled={disabled}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
    />
  );
  const date = (name: DateField) => (
    <TextField
      label={labels[name]}
      type="date"
      name={name}
      value={values[name]}
      error={errors[name]}
      disabled={disabled}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
    />
  );
  const tick = (name: TickField) => (
    <Checkbox
      label={labels[name]}
      checked={values[name]}
      disabled={disabled}
      onChange={(event) => onChange({ ...values, [name]: event.target.checked })}
    />
  );
  return (
    <Root>
      <Hint>Leave a field empty for no requirement. Creators see these before they upload.</Hint>
      <Group>
        <legend>{labels.kinds}</legend>
        {mediaKinds.map((kind) => (
          <Checkbox
            key={kind}
            label={mediaKindLabels[kind]}
            checked={values.kinds.includes(kind)}
            disabled={disabled}
            onChange={(event) =>
              onChange({
                ...values,
                kinds: event.target.checked
                  ? [...values.kinds, kind]
                  : values.kinds.filter((k) => k !== kind),
              })
            }
          />
        ))}
        {errors.kinds ? <KindsError role="alert">{errors.kinds}</KindsError> : null}
      </Group>
      <Group>
        <legend>Every file</legend>
        {number('maxFileMb')}
        {number('minFiles')}
        {number('maxFiles')}
      </Group>
      <Group>
        <legend>Video</legend>
        {number('videoMinWidth', 'Either orientation: 1920 × 1080 also admits 1080 × 1920')}
        {number('videoMinHeight')}
        {number('videoMinDuration')}
        {number('videoMaxDuration')}
        {number('videoMaxFps')}
        <Checkbox
          label={labels.videoSoundRequired}
          checked={values.videoSoundRequired}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, videoSoundRequired: event.target.checked })}
        />
      </Group>
      <Group>
        <legend>Audio</legend>
        {number('audioMinDuration')}
        {number('audioMaxDuration')}
        {number('audioMinSampleRate')}
      </Group>
      <Group>
        <legend>Images</legend>
        {number('imageMinWidth')}
        {number('imageMinHeight')}
      </Group>
      <Group>
        <legend>Origin</legend>
        {tick('acceptAiGenerated')}
        {tick('requireContentCredentials')}
        {tick('captureWithinTaskWindow')}
        {date('capturedAfter')}
        {date('capturedBefore')}
      </Group>
    </Root>
  );
}
