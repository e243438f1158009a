import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { useWords } from '@groundtruth/platform/i18n';
import { quizMediaKind, type QuizQuestion } from '@groundtruth/domain/qualifications';
import {
  Button,
  Checkbox,
  colorVars as c,
  focusRing,
  fontSizes,
  fontWeights,
  radii,
} from '@groundtruth/ui-kit';
import { useQuestionMedia } from '../api/get-question-media';

const Form = styled.form`
  display: grid;
  gap: 20px;
`;

const Question = styled.fieldset`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};

  legend {
    padding: 0 4px;
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const QuestionNumber = styled.span`
  display: block;
  color: ${c.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
`;

const Hint = styled.p`
  margin: 0;
  color: ${c.textMuted};
  font-size: ${fontSizes.sm};
`;

const Radio = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  overflow-wrap: anywhere;
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    margin: 3px 0 0;
    flex-shrink: 0;
    accent-color: ${c.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;

  p {
    margin: 0;
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const Media = styled.div`
  img,
  video {
    display: block;
    max-width: 100%;
    max-height: 360px;
    border-radius: 8px;
  }
`;

/** A question's picture or clip, read from Storage when the question is shown. */
function QuestionMedia({ path, number }: { path: string; number: number }) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const media = useQuestionMedia(path);
  if (media.isPending) return <Hint role="status">{q.loadingQuestionMedia}</Hint>;
  if (media.isError) return <Hint role="alert">{q.failedLoadQuestionMedia}</Hint>;
  return (
    <Media>
      {quizMediaKind(path) === 'clip' ? (
        <video
          src={media.data}
          controls
          preload="metadata"
          aria-label={q.questionClipLabel(number)}
        />
      ) : (
        <img src={media.data} alt={q.questionPictureAlt(number)} />
      )}
    </Media>
  );
}

/**
 * One question: its prompt as the group's legend, its picture or clip, a radio per choice, or
 * checkboxes if `multiple`.
 */
function QuestionFieldset({
  question,
  index,
  total,
  chosen,
  onChange,
}: {
  question: QuizQuestion;
  index: number;
  total: number;
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const hintId = useId();
  const name = useId();
  return (
    <Question aria-describedby={hintId}>
      <legend>
        <QuestionNumber>{q.quizQuestionNumber(index + 1, total)}</QuestionNumber>
        {question.prompt}
      </legend>
      {question.media_path ? <QuestionMedia path={question.media_path} number={index + 1} /> : null}
      <Hint id={hintId}>{question.multiple ? q.chooseEveryAnswer : q.chooseOneAnswer}</Hint>
      {question.choices.map((choice, choiceIndex) =>
        question.multiple ? (
          <Checkbox
            key={choiceIndex}
            label={choice}
            checked={chosen.includes(choiceIndex)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, choiceIndex].sort((a, b) => a - b)
                  : chosen.filter((other) => other !== choiceIndex),
              )
            }
          />
        ) : (
          <Radio key={choiceIndex}>
            <input
              type="radio"
              name={name}
              value={choiceIndex}
              checked={chosen[0] === choiceIndex}
              onChange={() => onChange([choiceIndex])}
            />
            {choice}
          </Radio>
        ),
      )}
    </Question>
  );
}

/**
 * A quiz attempt's questions. Submit waits until every question has an answer (the server
 * refuses an unanswered one), and says so.
 */
export function QuizForm({
  questions,
  submitting,
  onSubmit,
  before,
}: {
  /** The attempt's questions, in order. */
  questions: readonly QuizQuestion[];
  /** The answers are being scored. */
  submitting: boolean;
  /** Sends the chosen choices' indices for each question. */
  onSubmit: (answers: number[][]) => void;
  /** Shown above the submit button (the countdown, a refusal). */
  before?: ReactNode;
}) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const [answers, setAnswers] = useState<number[][]>(() => questions.map(() => []));
  const statusId = useId();
  const answered = answers.filter((chosen) => chosen.length > 0).length;
  const complete = answered === questions.length;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !submitting) onSubmit(answers);
      }}
    >
      {questions.map((question, index) => (
        <QuestionFieldset
          key={index}
          question={question}
          index={index}
          total={questions.length}
          chosen={answers[index] ?? []}
          onChange={(chosen) =>
            setAnswers((current) => current.map((old, i) => (i === index ? chosen : old)))
          }
        />
      ))}
      {before}
      <Actions>
        <Button
          type="submit"
          variant="primary"
          disabled={!complete}
          loading={submitting}
          aria-describedby={statusId}
        >
          {q.submitAnswers}
        </Button>
        <p id={statusId}>
          {q.quizAnswered(answered, questions.length)}
          {complete ? null : ` · ${q.answerAllToSubmit}`}
        </p>
      </Actions>
    </Form>
  );
}
