import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button, colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { WAITLIST_SECTION_ID } from '../../../components/section-ids';
import { useLandingWords } from '../../../i18n/words-context';

const Wrap = styled.section`
  padding: 96px 24px 88px;
  background: linear-gradient(180deg, ${colorVars.primarySubtle} 0%, ${colorVars.surface} 100%);
`;

const Inner = styled.div`
  max-width: 880px;
  margin: 0 auto;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 20px;
  font-size: clamp(34px, 6vw, 60px);
  line-height: 1.08;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  margin: 0 auto 36px;
  max-width: 640px;
  font-size: clamp(17px, 2.2vw, 20px);
  color: ${colorVars.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

const Choice = styled.p`
  margin: 16px auto 0;
  max-width: 560px;
  font-size: 15px;
  color: ${colorVars.textMuted};
`;

const Proof = styled.p`
  margin: 28px 0 0;
  font-size: 15px;
  color: ${colorVars.textMuted};
`;

function scrollToWaitlist() {
  document.getElementById(WAITLIST_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });
}

/**
 * The first screen: what Groundtruth is, and both buttons lead to the waitlist. Beside the
 * header's Get Started (an account at once), it says what the waitlist is and how to start now.
 */
export function Hero() {
  const words = useLandingWords().hero;
  return (
    <Wrap aria-labelledby="hero-title">
      <Inner>
        <Title id="hero-title">{words.title}</Title>
        <Subtitle>{words.subtitle}</Subtitle>
        <Buttons>
          <Button
            variant="primary"
            size="large"
            aria-describedby="hero-choice"
            onClick={scrollToWaitlist}
          >
            {words.joinWaitlist}
          </Button>
          <Button
            variant="outline"
            size="large"
            aria-describedby="hero-choice"
            onClick={scrollToWaitlist}
          >
            {words.earlyAccess}
          </Button>
        </Buttons>
        <Choice id="hero-choice">
          {words.choiceBefore}
          <Link to={paths.signup}>{words.choiceLink}</Link>
          {words.choiceAfter}
        </Choice>
        <Proof>{words.proof}</Proof>
      </Inner>
    </Wrap>
  );
}
