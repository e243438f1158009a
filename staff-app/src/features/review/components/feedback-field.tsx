import { useId, useState } from 'react';
import styled from 'styled-components';
import { REJECTION_NOTES_MIN } from '@groundtruth/domain/review-reasons';
import { Select, Textarea, space } from '@groundtruth/ui-kit';

/**
 * Feedback reviewers give often: picking one by its label fills the feedback with its text, which
 * stays editable. Each text is enough for a rejection on its own (REJECTION_NOTES_MIN characters)
 * and tells the creator what to do.
 */
export const feedbackTemplates = [
  {
    label: 'Video too short',
    text: 'The video is too short: record the whole task from start to finish, as the brief describes.',
  },
  {
    label: 'Audio unclear',
    text: 'The audio is unclear: record close to the speaker, somewhere quiet, so every word can be heard.',
  },
  {
    label: 'Off-topic',
    text: 'This is off-topic: it does not show what the task asks for. Read the brief again and record that.',
  },
] as const;

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
        options={feedbackTemplates.map((t) => ({ value: t.label, label: t.label }))}
        value={template}
        disabled={disabled}
        onChange={(event) => {
          setTemplate(event.target.value);
          const picked = feedbackTemplates.find((t) => t.label === event.target.value);
          if (picked) onChange(picked.text);
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
