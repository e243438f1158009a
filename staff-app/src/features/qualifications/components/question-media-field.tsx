import { useId, useState } from 'react';
import styled from 'styled-components';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { quizMediaKind, quizMediaTypes } from '@groundtruth/domain/qualifications';
import { Button, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { questionMediaProblem, useUploadQuestionMedia } from '../api/upload-question-media';

const Field = styled.div`
  display: grid;
  gap: ${space[1]};

  label {
    font-weight: 500;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;

  input {
    max-width: 100%;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${colorVars.destructive};
  font-size: ${fontSizes.sm};
`;

const accept = [...quizMediaTypes.image, ...quizMediaTypes.clip].join(',');

/**
 * A question's optional picture or clip: chosen, checked (type and size, as storage.rules check
 * them), uploaded at once, and kept as the question's media path; Remove takes it off the
 * question (the object stays, as a published question may still show it).
 */
export function QuestionMediaField({
  number,
  mediaPath,
  error,
  onChange,
}: {
  /** The question's number, from 1. */
  number: number;
  mediaPath: string | null;
  /** The server's or the schema's message for the field. */
  error: string | undefined;
  onChange: (mediaPath: string | null) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const upload = useUploadQuestionMedia();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const kind = mediaPath ? quizMediaKind(mediaPath) : null;

  const choose = (file: File) => {
    setProblem(null);
    const refused = questionMediaProblem(file);
    if (refused) {
      setProblem(
        refused === 'type'
          ? qualificationMessages.quizMediaWrongType
          : qualificationMessages.quizMediaTooLarge,
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: (path) => onChange(path),
      onError: () => setProblem(qualificationMessages.quizMediaFailed),
    });
  };

  return (
    <Field>
      <label htmlFor={inputId}>{qualificationMessages.questionMediaLabel(number)}</label>
      <Hint id={hintId}>{qualificationMessages.questionMediaHint}</Hint>
      <Line>
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={upload.isPending}
          aria-describedby={shown ? `${hintId} ${problemId}` : hintId}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a failure.
            event.target.value = '';
            if (file) choose(file);
          }}
        />
        {upload.isPending ? (
          <span role="status">{qualificationMessages.quizMediaUploading}</span>
        ) : null}
        {kind && !upload.isPending ? (
          <>
            <span>
              {kind === 'clip'
                ? qualificationMessages.quizMediaAttachedClip
                : qualificationMessages.quizMediaAttachedPicture}
            </span>
            <Button size="small" variant="outline" onClick={() => onChange(null)}>
              {qualificationMessages.removeQuestionMedia(number)}
            </Button>
          </>
        ) : null}
      </Line>
      {shown ? (
        <Problem id={problemId} role="alert">
          {shown}
        </Problem>
      ) : null}
    </Field>
  );
}
