import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { eligibilityMessages } from '@groundtruth/domain/eligibility-messages';
import { paths, qualificationQuizPath } from '@groundtruth/domain/paths';
import { colorVars as c, fontSizes, radii, toneVars } from '@groundtruth/ui-kit';
import type { Shortfall } from './task-eligibility';

const Root = styled.div`
  display: grid;
  gap: 6px;
  padding: 10px 12px;
  border: 1px solid ${toneVars.warning.border};
  border-radius: ${radii.md};
  background: ${toneVars.warning.bg};
  color: ${c.text};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: 4px;
    margin: 0;
    padding-left: 18px;
  }
`;

const About = styled.p`
  color: ${c.textMuted};
`;

/** Where a missing qualification is earned: its quiz, or the Qualifications screen's card. */
function EarnLink({ shortfall }: { shortfall: Shortfall }) {
  if (shortfall.qualificationId === null) return null;
  const quiz = shortfall.kind === 'quiz';
  return (
    <>
      {' '}
      <Link to={quiz ? qualificationQuizPath(shortfall.qualificationId) : paths.qualifications}>
        {quiz ? eligibilityMessages.takeTheQuiz : eligibilityMessages.howToEarnIt}
      </Link>
    </>
  );
}

/**
 * Why a locked task cannot be accepted, each line in acceptTask's own words, with a link to
 * where the missing qualification is earned and what it is about (what its quiz asks).
 */
export function LockedReasons({ shortfalls }: { shortfalls: readonly Shortfall[] }) {
  return (
    <Root>
      <p>{eligibilityMessages.taskLockedIntro}</p>
      <ul>
        {shortfalls.map((shortfall) => (
          <li key={shortfall.message}>
            {shortfall.message}
            <EarnLink shortfall={shortfall} />
            {shortfall.about ? (
              <About>{eligibilityMessages.qualificationAbout(shortfall.about)}</About>
            ) : null}
          </li>
        ))}
      </ul>
    </Root>
  );
}
