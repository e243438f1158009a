import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { paths } from '@groundtruth/domain/paths';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { Alert, Button, Skeleton } from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { qualificationQueryOptions } from '../../../lib/qualification-standing';
import { useStartQualificationAttempt } from '../api/start-qualification-attempt';
import { useSubmitQualificationAttempt } from '../api/submit-qualification-attempt';
import { QuizCountdown } from './quiz-countdown';
import { QuizForm } from './quiz-form';
import { QuizResult } from './quiz-result';

const Body = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

function BackLink() {
  return (
    <Button as={Link} to={paths.qualifications} variant="outline">
      {qualificationMessages.backToQualifications}
    </Button>
  );
}

/** Why the attempt could not start or be scored, in the server's words, with a way back. */
function Refusal({ title, error, fallback }: { title: string; error: unknown; fallback: string }) {
  const { message } = callableFailure(error, fallback);
  return (
    <Alert tone="destructive" title={title} actions={<BackLink />}>
      {message}
    </Alert>
  );
}

/**
 * One attempt at one quiz: started as the screen opens (a reload resumes the open attempt), its
 * questions with the time left, then the scored result with each question's explanation.
 */
function Quiz({ qualificationId }: { qualificationId: string }) {
  const qualification = useQuery(qualificationQueryOptions(qualificationId));
  const start = useStartQualificationAttempt();
  const submit = useSubmitQualificationAttempt();
  const [sent, setSent] = useState<number[][]>([]);
  const started = useRef(false);
  const { mutate: startAttempt } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startAttempt(qualificationId);
  }, [qualificationId, startAttempt]);

  const name = qualification.data?.name ?? qualificationMessages.quizTitle;
  let body;
  if (start.isError) {
    body = (
      <Refusal
        title={qualificationMessages.failedStartQuiz}
        error={start.error}
        fallback={qualificationMessages.failedStartQuiz}
      />
    );
  } else if (!start.data) {
    body = <Skeleton label={qualificationMessages.startingQuiz} />;
  } else if (submit.data) {
    body = (
      <QuizResult
        result={submit.data}
        questions={start.data.questions}
        answers={sent}
        name={name}
        passMark={qualification.data?.passing_score ?? null}
        onRetry={() => {
          submit.reset();
          start.reset();
          startAttempt(qualificationId);
        }}
      />
    );
  } else {
    const attempt = start.data;
    body = (
      <QuizForm
        key={attempt.attemptId}
        questions={attempt.questions}
        submitting={submit.isPending}
        onSubmit={(answers) => {
          setSent(answers);
          submit.mutate({ attemptId: attempt.attemptId, answers });
        }}
        before={
          <>
            {attempt.deadline ? <QuizCountdown deadline={attempt.deadline} /> : null}
            {submit.isError ? (
              <Refusal
                title={qualificationMessages.failedSubmitQuiz}
                error={submit.error}
                fallback={qualificationMessages.failedSubmitQuiz}
              />
            ) : null}
          </>
        }
      />
    );
  }

  return (
    <section aria-labelledby="quiz-title">
      <PageHeader
        id="quiz-title"
        title={name}
        description={qualification.data?.description || undefined}
      />
      <Body>{body}</Body>
    </section>
  );
}

/** /dashboard/qualifications/quiz?id=…: a qualification's quiz. */
export function QuizPage() {
  const [params] = useSearchParams();
  const qualificationId = params.get('id');
  if (!qualificationId) {
    return (
      <section aria-labelledby="quiz-title">
        <PageHeader id="quiz-title" title={qualificationMessages.quizTitle} />
        <Alert
          tone="warning"
          title={qualificationMessages.qualificationNotFound}
          actions={<BackLink />}
        >
          {qualificationMessages.noQualificationChosen}
        </Alert>
      </section>
    );
  }
  return <Quiz key={qualificationId} qualificationId={qualificationId} />;
}
