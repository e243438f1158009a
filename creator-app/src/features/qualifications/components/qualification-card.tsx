import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { qualificationQuizPath } from '@groundtruth/domain/paths';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import { attemptRefusal } from '@groundtruth/domain/qualification-checks';
import type { Qualification } from '@groundtruth/domain/qualifications';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  colorVars as c,
  fontSizes,
  fontWeights,
} from '@groundtruth/ui-kit';
import type { MyGrants } from '../../../lib/qualification-standing';
import { useOpenTasksCount } from '../api/get-open-tasks-count';
import { grantView, grantViewLabels, grantViewTones } from './grant-status';
import { creatorQualificationsWords } from '@groundtruth/domain/words/creator/qualifications';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Header = styled(CardHeader)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

const Body = styled(CardContent)`
  display: grid;
  gap: 12px;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: ${fontSizes.sm};

  dt {
    color: ${c.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.medium};
  }
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  p {
    margin: 0;
    flex: 1 1 200px;
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** "Unlocks 3 open tasks": one count query per card. */
function OpenTasks({ qualificationId }: { qualificationId: string }) {
  const w = useWords('creator.qualifications', creatorQualificationsWords);
  const count = useOpenTasksCount(qualificationId);
  if (count.isPending) return <>{w.counting}</>;
  if (count.isError) return <>{w.countUnknown}</>;
  return <>{w.openTasksCount(count.data)}</>;
}

/**
 * How the qualification is earned: a quiz's Start or Retry, disabled with the reason the server
 * would refuse with (domain's attemptRefusal, so screen and server agree); nothing once held.
 */
function EarnIt({
  qualification,
  grants,
  names,
  now,
}: {
  qualification: WithId<Qualification>;
  grants: MyGrants;
  names: ReadonlyMap<string, string>;
  now: number;
}) {
  const w = useWords('creator.qualifications', creatorQualificationsWords);
  const reasonId = useId();
  if (qualification.kind === 'practice') return <p>{w.earnedByPractice}</p>;
  if (qualification.kind === 'manual') return <p>{w.grantedByStaff}</p>;
  const grant = grants.get(qualification.id) ?? null;
  const missingPrerequisites = qualification.prerequisites
    .filter((id) => !isGrantHeld(grants.get(id), now))
    .map((id) => names.get(id) ?? id);
  const refusal = attemptRefusal({ qualification, grant, missingPrerequisites, nowMillis: now });
  if (refusal?.code === 'already-exists') return null;
  const label = grant && grant.attempts > 0 ? w.retryQuiz : w.startQuiz;
  if (refusal) {
    return (
      <>
        <p id={reasonId}>{refusal.message}</p>
        <Button variant="primary" disabled aria-describedby={reasonId}>
          {label}
        </Button>
      </>
    );
  }
  return (
    <Button as={Link} to={qualificationQuizPath(qualification.id)} variant="primary">
      {label}
    </Button>
  );
}

/**
 * One qualification on the creator's Qualifications screen: where they stand (status, best
 * score, attempts, expiry), what it unlocks, and how to earn it.
 */
export function QualificationCard({
  qualification,
  grants,
  names,
  now,
}: {
  /** The qualification shown. */
  qualification: WithId<Qualification>;
  /** The creator's grants by qualification id. */
  grants: MyGrants;
  /** Every loaded qualification's name by id, for prerequisites. */
  names: ReadonlyMap<string, string>;
  /** The clock the retry delay and expiry are judged by. */
  now: number;
}) {
  const w = useWords('creator.qualifications', creatorQualificationsWords);
  const { date } = useDateFormat();
  const titleId = useId();
  const grant = grants.get(qualification.id);
  const view = grantView(grant, now);
  const isQuiz = qualification.kind === 'quiz';
  return (
    <Root as="li" aria-labelledby={titleId}>
      <Header>
        <CardTitle as="h2" id={titleId}>
          {qualification.name}
        </CardTitle>
        <Badge tone={grantViewTones[view]}>{grantViewLabels[view]}</Badge>
      </Header>
      <Body>
        {qualification.description ? <p>{qualification.description}</p> : null}
        <Facts>
          {grant?.score !== null && grant?.score !== undefined ? (
            <>
              <dt>{w.bestScore}</dt>
              <dd>{qualificationMessages.percent(grant.score)}</dd>
            </>
          ) : null}
          {isQuiz && qualification.passing_score !== null ? (
            <>
              <dt>{w.passMark}</dt>
              <dd>{qualificationMessages.percent(qualification.passing_score)}</dd>
            </>
          ) : null}
          {isQuiz ? (
            <>
              <dt>{w.attempts}</dt>
              <dd>{w.attemptsOf(grant?.attempts ?? 0, qualification.max_attempts)}</dd>
              <dt>{w.timeLimit}</dt>
              <dd>
                {qualification.duration_minutes === null
                  ? w.noTimeLimit
                  : w.minutesLimit(qualification.duration_minutes)}
              </dd>
            </>
          ) : null}
          {view === 'granted' && grant?.expires_at ? (
            <>
              <dt>{w.expires}</dt>
              <dd>
                <time dateTime={new Date(grant.expires_at.toMillis()).toISOString()}>
                  {date(grant.expires_at.toMillis())}
                </time>
              </dd>
            </>
          ) : null}
          <dt>{w.unlocks}</dt>
          <dd>
            <OpenTasks qualificationId={qualification.id} />
          </dd>
        </Facts>
      </Body>
      <Footer>
        <EarnIt qualification={qualification} grants={grants} names={names} now={now} />
      </Footer>
    </Root>
  );
}
