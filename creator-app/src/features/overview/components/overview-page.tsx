import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { colorVars as c } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { useSubmissionCounts } from '../api/get-submission-counts';
import { EarningsSummary } from './earnings-summary';
import { LatestActivity } from './latest-activity';
import { SubmissionCounts } from './submission-counts';
import { TasksInProgress } from './tasks-in-progress';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { navWords } from '@groundtruth/domain/words/nav';
import { useWords } from '@groundtruth/platform/i18n';

const Page = styled.div`
  display: grid;
  gap: 32px;
`;

const Intro = styled.p`
  margin: 4px 0 0;
  color: ${c.textMuted};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;

/**
 * Welcome for a creator who has submitted nothing yet, welcome back once they have; nothing
 * until their counts are read, so a returning creator is never first greeted as new.
 */
function Greeting({ userId, name }: { userId: string; name: string | null }) {
  const messages = useWords('messages', englishMessages);
  const counts = useSubmissionCounts(userId);
  if (!name || !counts.isSuccess) return null;
  const returning = Object.values(counts.data).some((n) => n > 0);
  return <>{(returning ? messages.creatorWelcomeBack : messages.creatorWelcome)(name)} </>;
}

/**
 * /dashboard for creators: earnings, balance toward the payout minimum, submissions by review
 * state, tasks in progress and the latest activity. Every read is one document, an aggregation
 * or a bounded list, however long the creator's history.
 */
export function OverviewPage() {
  const w = useWords('creator.overview', creatorOverviewWords);
  const nav = useWords('nav', navWords);
  const { user } = useSignedInUser();
  return (
    <Page>
      <header>
        <h1>{w.title}</h1>
        <Intro>
          <Greeting userId={user.uid} name={user.name} />
          {w.intro}
        </Intro>
      </header>
      <nav aria-label={nav.creatorScreens}>
        <Links>
          <li>
            <Link to={paths.tasks}>{nav.availableTasks}</Link>
          </li>
          <li>
            <Link to={paths.submissions}>{nav.mySubmissions}</Link>
          </li>
          <li>
            <Link to={paths.payments}>{w.paymentsAndEarnings}</Link>
          </li>
          <li>
            <Link to={paths.settings}>{nav.settings}</Link>
          </li>
        </Links>
      </nav>
      <EarningsSummary userId={user.uid} />
      <SubmissionCounts userId={user.uid} />
      <TasksInProgress userId={user.uid} />
      <LatestActivity userId={user.uid} />
    </Page>
  );
}
