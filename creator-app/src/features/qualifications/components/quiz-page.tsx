import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { useWords } from '@groundtruth/platform/i18n';
import { paths } from '@groundtruth/domain/paths';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Alert, Button, Skeleton } from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useNow } from '../../../components/time-left';
import {
  myGrantsQueryOptions,
  qualificationQueryOptions,
} from '../../../lib/qualification-standing';
import { useStartQualificationAttempt } from '../api/start-qualification-attempt';
import { useSubmitQualificationAttempt } from '../api/submit-qualification-attempt';
import { QuizCountdown } from './quiz-countdown';
import { QuizForm } from './quiz-form';
import { QuizIntro } from './quiz-intro';
import { QuizResult } from './quiz-result';

const Body = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

function BackLink() {
  const q = useWords('creator.quiz', creatorQuizWords);
  return (
    <Button as={Link} to={paths.qualifications} variant="outline">
      {q.backToQualifications}
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
 * One attempt at one quiz: first what it asks (QuizIntro), then, once the creator presses Start
 * quiz, the attempt (a reload comes back to the intro, and Start resumes the open attempt), its
 * questions with the time left, then the scored result with each question's explanation.
 */
function Quiz({ qualificationId }: { qualificationId: string }) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const { user } = useSignedInUser();
  const qualification = useQuery(qualificationQueryOptions(qualificationId));
  const grants = useQuery(myGrantsQueryOptions(user.uid));
  const now = useNow();
  const start = useStartQualificationAttempt();
  const submit = useSubmitQualificationAttempt();
  const [sent, setSent] = useState<number[][]>([]);
  const { mutate: startAttempt } = start;

  const name = qualification.data?.name ?? q.quizTitle;
  let body;
  if (start.isIdle) {
    if (qualification.isPending || grants.isPending) {
      body = <Skeleton label={q.loadingQuiz} />;
    } else if (!qualification.data) {
      body = (
        <Alert
          tone={qualification.isError ? 'destructive' : 'warning'}
          title={qualification.isError ? q.failedLoadQuiz : q.qualificationNotFound}
          actions={<BackLink />}
        >
          {qualification.isError ? q.failedLoadQuizHint : q.noQualificationChosen}
        </Alert>
      );
    } else {
      body = (
        <QuizIntro
          qualification={qualification.data}
          // A grant that could not be read leaves the start to the server's judgement.
          grant={grants.data?.get(qualificationId) ?? null}
          now={now}
          starting={false}
          onStart={() => startAttempt(qualificationId)}
        />
      );
    }
  } else if (start.isError) {
    body = <Refusal title={q.failedStartQuiz} error={start.error} fallback={q.failedStartQuiz} />;
  } else if (!start.data) {
    body = <Skeleton label={q.startingQuiz} />;
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
                title={q.failedSubmitQuiz}
                error={submit.error}
                fallback={q.failedSubmitQuiz}
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
  const q = useWords('creator.quiz', creatorQuizWords);
  const [params] = useSearchParams();
  const qualificationId = params.get('id');
  if (!qualificationId) {
    return (
      <section aria-labelledby="quiz-title">
        <PageHeader id="quiz-title" title={q.quizTitle} />
        <Alert tone="warning" title={q.qualificationNotFound} actions={<BackLink />}>
          {q.noQualificationChosen}
        </Alert>
      </section>
    );
  }
  return <Quiz key={qualificationId} qualificationId={qualificationId} />;
}
