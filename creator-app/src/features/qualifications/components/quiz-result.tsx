import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { paths } from '@groundtruth/domain/paths';
import type { AttemptResult, QuizQuestion } from '@groundtruth/domain/qualifications';
import { Badge, Button, colorVars as c, fontSizes, fontWeights, radii } from '@groundtruth/ui-kit';
import { useNow } from '../../../components/time-left';

const Root = styled.section`
  display: grid;
  gap: 16px;

  h2,
  h3,
  p {
    margin: 0;
  }
`;

const Outcome = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  h2:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Review = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 6px;
    padding: 12px 16px;
    border: 1px solid ${c.border};
    border-radius: ${radii.md};
    overflow-wrap: anywhere;
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }
  p {
    font-size: ${fontSizes.sm};
  }
`;

const Muted = styled.span`
  color: ${c.textMuted};
`;

/**
 * A scored attempt: the score against the pass mark, passed or not, what comes next (the tasks
 * it unlocks, or when another attempt may start), and each question marked Right or Wrong with
 * its explanation. The heading takes focus, so a screen reader hears the outcome first.
 */
export function QuizResult({
  result,
  questions,
  answers,
  name,
  passMark,
  onRetry,
}: {
  /** What submitQualificationAttempt returned. */
  result: AttemptResult;
  /** The attempt's questions, in order. */
  questions: readonly QuizQuestion[];
  /** The choices the creator sent, per question. */
  answers: readonly (readonly number[])[];
  /** The qualification's name. */
  name: string;
  /** The qualification's passing score, if known. */
  passMark: number | null;
  /** Starts another attempt (offered when a failed attempt may be retried at once). */
  onRetry: () => void;
}) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const { dateTime } = useDateFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviewId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const now = useNow();
  const retryNow = !result.passed && (result.retryAt === null || Date.parse(result.retryAt) <= now);
  return (
    <Root aria-label={q.quizReviewTitle}>
      <Outcome>
        <h2 ref={headingRef} tabIndex={-1}>
          {result.passed ? q.quizPassed : q.quizNotPassed}
          <Badge tone={result.passed ? 'success' : 'danger'}>{q.percent(result.score)}</Badge>
        </h2>
        <p>
          {passMark === null
            ? q.scoreOnly(result.score)
            : q.scoreWithPassMark(result.score, passMark)}
        </p>
        {result.passed ? (
          <p>{q.qualificationGranted(name)}</p>
        ) : retryNow ? (
          <p>{q.quizTryAgainNow}</p>
        ) : (
          <p>{q.qualificationRetryAfter(dateTime(Date.parse(result.retryAt!)))}</p>
        )}
        <Actions>
          {result.passed ? (
            <Button as={Link} to={paths.tasks} variant="primary">
              {q.browseAvailableTasks}
            </Button>
          ) : retryNow ? (
            <Button variant="primary" onClick={onRetry}>
              {q.retryQuiz}
            </Button>
          ) : null}
          <Button as={Link} to={paths.qualifications} variant="outline">
            {q.backToQualifications}
          </Button>
        </Actions>
      </Outcome>
      <h2 id={reviewId}>{q.quizReviewTitle}</h2>
      <Review aria-labelledby={reviewId}>
        {result.review.map((item, index) => {
          const question = questions[index];
          const chosen = (answers[index] ?? []).map((i) => question?.choices[i]).join(', ');
          return (
            <li key={index}>
              <h3>
                <Muted>{q.quizQuestionNumber(index + 1, result.review.length)}</Muted>
                <Badge tone={item.right ? 'success' : 'danger'}>
                  {item.right ? q.answerRight : q.answerWrong}
                </Badge>
              </h3>
              {question ? <p>{question.prompt}</p> : null}
              {chosen ? (
                <p>
                  <Muted>{q.yourAnswer}</Muted> {chosen}
                </p>
              ) : null}
              <p>{item.explanation}</p>
            </li>
          );
        })}
      </Review>
    </Root>
  );
}
