import { useEffect } from 'react';
import styled from 'styled-components';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { useWords } from '@groundtruth/platform/i18n';
import { Alert, colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';
import { useNow } from '../../../components/time-left';

const Clock = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${c.text};
  font-variant-numeric: tabular-nums;
`;

/** "4:05" or "1:02:05": what is left of a timed attempt, to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The time left of a timed attempt, counting down each second (a timer role: assistive
 * technology reads it when asked, not every tick); once it runs out, the server will not score
 * the answers, and the screen says so.
 */
export function QuizCountdown({
  deadline,
  onTimeUp,
}: {
  /** The attempt's deadline (ISO time). */
  deadline: string;
  /** Called once when the time runs out. */
  onTimeUp?: () => void;
}) {
  const q = useWords('creator.quiz', creatorQuizWords);
  const now = useNow(1000);
  const left = new Date(deadline).getTime() - now;
  const up = left <= 0;
  useEffect(() => {
    if (up) onTimeUp?.();
  }, [up, onTimeUp]);
  if (up) return <Alert tone="warning">{q.quizTimeUp}</Alert>;
  return <Clock role="timer">{q.quizTimeLeft(formatCountdown(left))}</Clock>;
}
