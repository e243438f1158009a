import { describe, expect, it } from 'vitest';
import { eligibilityShortfalls, isGrantHeld } from './eligibility-checks';
import { answersProblem, attemptRefusal, scoreAttempt } from './qualification-checks';
import { formatDateTime } from './dates';
import { qualificationMessages } from './qualification-messages';
import type { QualificationGrant, QuizQuestion } from './qualifications';

const at = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toMillis: () => millis,
});
const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

function grant(overrides: Partial<QualificationGrant> = {}): QualificationGrant {
  return {
    user_id: 'u1',
    qualification_id: 'q1',
    status: 'failed',
    score: 33,
    attempts: 1,
    source: null,
    granted_at: null,
    expires_at: null,
    retry_at: null,
    expiry_warned: false,
    reason: null,
    updated_at: at(NOW),
    ...overrides,
  };
}

const quiz = {
  kind: 'quiz' as const,
  status: 'active' as const,
  max_attempts: 3,
  prerequisites: [] as string[],
};

describe('scoring', () => {
  const questions: QuizQuestion[] = [
    { prompt: 'A', choices: ['x', 'y'], multiple: false, media_path: null },
    { prompt: 'B', choices: ['x', 'y', 'z'], multiple: true, media_path: null },
    { prompt: 'C', choices: ['x', 'y'], multiple: false, media_path: null },
  ];
  const key = [
    { correct: [0], explanation: 'A is x' },
    { correct: [0, 2], explanation: 'B is x and z' },
    { correct: [1], explanation: 'C is y' },
  ];

  it('should count a question right only when exactly its correct choices were chosen', () => {
    const { score, review } = scoreAttempt(key, [[0], [0], [1]]);
    expect(score).toBe(67);
    expect(review.map((item) => item.right)).toEqual([true, false, true]);
    expect(review[1]!.explanation).toBe('B is x and z');
    expect(scoreAttempt(key, [[0], [2, 0], [1]]).score).toBe(100);
  });

  it('should refuse answers that do not fit the questions, naming the question', () => {
    expect(answersProblem(questions, [[0], [0]])).toBe(qualificationMessages.answerEveryQuestion);
    expect(answersProblem(questions, [[0, 1], [0], [1]])).toBe(
      qualificationMessages.answerOneChoice(1),
    );
    expect(answersProblem(questions, [[0], [3], [1]])).toBe(
      qualificationMessages.answerUnknownChoice(2),
    );
    expect(answersProblem(questions, [[0], [], [1]])).toBe(
      qualificationMessages.answerEveryQuestion,
    );
    expect(answersProblem(questions, [[0], [0, 1], [1]])).toBeNull();
  });
});

describe('whether an attempt may start', () => {
  const refusal = (g: QualificationGrant | null, missing: string[] = [], q = quiz) =>
    attemptRefusal({ qualification: q, grant: g, missingPrerequisites: missing, nowMillis: NOW });

  it('should let a first attempt start', () => {
    expect(refusal(null)).toBeNull();
  });
  it('should refuse while the retry delay runs, saying when', () => {
    const retryAt = NOW + 2 * HOUR;
    expect(refusal(grant({ retry_at: at(retryAt) }))).toEqual({
      code: 'failed-precondition',
      message: `You can try again after ${formatDateTime(retryAt)}`,
      at: { millis: retryAt, text: formatDateTime(retryAt) },
    });
    expect(refusal(grant({ retry_at: at(NOW - 1) }))).toBeNull();
  });
  it('should refuse when the attempts are used up', () => {
    expect(refusal(grant({ attempts: 3 }))?.message).toBe(
      qualificationMessages.qualificationAttemptsUsed(3),
    );
  });
  it('should name a missing prerequisite', () => {
    expect(refusal(null, ['Kitchen video basics'])?.message).toBe(
      'Needs the qualification Kitchen video basics',
    );
  });
  it('should answer already-exists when it is held, and let an expired one be taken again', () => {
    expect(refusal(grant({ status: 'granted', score: 100 }))?.code).toBe('already-exists');
    expect(refusal(grant({ status: 'expired', attempts: 1 }))).toBeNull();
  });
  it('should refuse a revoked, an archived and a non-quiz qualification', () => {
    expect(refusal(grant({ status: 'revoked' }))?.message).toBe(
      qualificationMessages.qualificationRevokedByStaff,
    );
    expect(refusal(null, [], { ...quiz, status: 'archived' } as never)?.message).toBe(
      qualificationMessages.qualificationArchived,
    );
    expect(refusal(null, [], { ...quiz, kind: 'manual' } as never)?.message).toBe(
      qualificationMessages.qualificationNotAQuiz,
    );
  });
});

describe('eligibility', () => {
  const names = new Map([['q1', 'Kitchen video basics']]);
  const eligibility = {
    qualifications: [{ qualification_id: 'q1', min_score: 0 }],
    min_approval_rate: 90,
    min_reviewed: 10,
    guard: 'accept' as const,
  };

  it('should name each unmet requirement in words', () => {
    const unmet = eligibilityShortfalls(eligibility, {
      grants: new Map(),
      names,
      record: { approved: 28, reviewed: 40 },
      nowMillis: NOW,
    });
    expect(unmet).toEqual([
      'Needs the qualification Kitchen video basics',
      'Needs an approval rate of at least 90% (yours: 70% of 40 reviewed)',
    ]);
  });

  it('should pass a creator holding an unexpired grant with a good record', () => {
    const held = grant({ status: 'granted', score: 100, expires_at: at(NOW + HOUR) });
    expect(
      eligibilityShortfalls(eligibility, {
        grants: new Map([['q1', held]]),
        names,
        record: { approved: 48, reviewed: 50 },
        nowMillis: NOW,
      }),
    ).toEqual([]);
    expect(isGrantHeld({ ...held, expires_at: at(NOW - 1) }, NOW)).toBe(false);
  });

  it('should hold a grant to a minimum score', () => {
    const held = grant({ status: 'granted', score: 67 });
    const unmet = eligibilityShortfalls(
      { ...eligibility, qualifications: [{ qualification_id: 'q1', min_score: 80 }] },
      {
        grants: new Map([['q1', held]]),
        names,
        record: { approved: 0, reviewed: 0 },
        nowMillis: NOW,
      },
    );
    expect(unmet).toEqual([
      'Needs the qualification Kitchen video basics with a score of at least 80%',
    ]);
  });
});
