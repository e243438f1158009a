import { useId, useState } from 'react';
import styled from 'styled-components';
import { REJECTION_NOTES_MIN } from '@groundtruth/domain/review-reasons';
import { Select, Textarea, space } from '@groundtruth/ui-kit';

/** Reasons reviewers give often; picking one fills the feedback, which stays editable. */
export const feedbackTemplates = ['Video too short', 'Audio unclear', 'Off-topic'] as const;

const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;

/**
 * The feedback of a review (required, and at least REJECTION_NOTES_MIN characters, to reject): a template picker ("Video too short", "Audio unclear",
 * "Off-topic") that fills the text, and the free text itself.
 */
export function FeedbackField({
  value,
  onChange,
  disabled = false,
  error,
}: {
  /** The feedback text. */
  value: string;
  /** Called with the new text (typed, or a template picked). */
  onChange: (value: string) => void;
  /** While a review is being sent. */
  disabled?: boolean;
  /** What is wrong with the text (a rejection's is too short). */
  error?: string | undefined;
}) {
  const id = useId();
  const [template, setTemplate] = useState('');
  return (
    <Stack>
      <Select
        id={`${id}-template`}
        label="Feedback template"
        placeholder="Write your own"
        options={feedbackTemplates.map((t) => ({ value: t, label: t }))}
        value={template}
        disabled={disabled}
        onChange={(event) => {
          setTemplate(event.target.value);
          if (event.target.value) onChange(event.target.value);
        }}
      />
      <Textarea
        id={`${id}-feedback`}
        label="Feedback"
        hint={`The creator sees this with the decision. A rejection needs at least ${REJECTION_NOTES_MIN} characters.`}
        error={error}
        value={value}
        maxLength={5000}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Stack>
  );
}
