import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_REASONS } from './default-review-reasons';
import {
  evidenceProblem,
  formatMoment,
  parseMoment,
  reviewReasonProblem,
  reviewReasonsSchema,
  reviewWhyLines,
} from './review-reasons';

describe('moments', () => {
  it.each([
    [0, '0:00'],
    [3, '0:03'],
    [12.9, '0:12'],
    [75, '1:15'],
    [3723, '1:02:03'],
  ])('should write %s seconds as %s', (seconds, text) => {
    expect(formatMoment(seconds)).toBe(text);
  });

  it.each([
    ['0:12', 12],
    [' 1:15 ', 75],
    ['1:02:03', 3723],
    ['45', 45],
    ['0:60', null],
    ['1:2:3:4', null],
    ['soon', null],
    ['-1', null],
    ['', null],
  ])('should read %j as %s', (text, seconds) => {
    expect(parseMoment(text)).toBe(seconds);
  });
});

describe('reviewReasonProblem', () => {
  const why = 'x'.repeat(40);
  it('should take an approval without a reason, and refuse one with', () => {
    expect(reviewReasonProblem('approved', undefined, '', DEFAULT_REVIEW_REASONS)).toBeNull();
    expect(reviewReasonProblem('approved', 'other', '', DEFAULT_REVIEW_REASONS)).toMatch(
      /^reasonCode: /,
    );
  });

  it('should ask a listed reason of a rejection and a request for changes', () => {
    for (const decision of ['rejected', 'needs_changes'] as const) {
      expect(reviewReasonProblem(decision, undefined, why, DEFAULT_REVIEW_REASONS)).toBe(
        'reasonCode: is required to reject or ask for changes',
      );
      expect(reviewReasonProblem(decision, 'nope', why, DEFAULT_REVIEW_REASONS)).toMatch(
        /^reasonCode: "nope" is not one/,
      );
      expect(reviewReasonProblem(decision, 'other', why, DEFAULT_REVIEW_REASONS)).toBeNull();
    }
  });

  it('should ask 40 characters of a rejection only, counted without the spaces around', () => {
    const short = `  ${'x'.repeat(39)}  `;
    expect(reviewReasonProblem('rejected', 'other', short, DEFAULT_REVIEW_REASONS)).toBe(
      'notes: must be at least 40 characters to reject',
    );
    expect(reviewReasonProblem('needs_changes', 'other', short, DEFAULT_REVIEW_REASONS)).toBeNull();
  });
});

describe('evidenceProblem', () => {
  const files = [
    { name: 'clip.mp4', durationSeconds: 30 },
    { name: 'photo.jpg', durationSeconds: null },
  ];
  it('should take moments inside each file, its end included', () => {
    expect(
      evidenceProblem(
        [
          { fileIndex: 0, atSeconds: 30, note: '' },
          { fileIndex: 1, atSeconds: 0, note: '' },
        ],
        files,
      ),
    ).toBeNull();
  });

  it('should name the first moment outside its file', () => {
    expect(evidenceProblem([{ fileIndex: 2, atSeconds: 0, note: '' }], files)).toBe(
      'evidence.0.fileIndex: the submission has no file 2 (it has 2)',
    );
    expect(
      evidenceProblem(
        [
          { fileIndex: 0, atSeconds: 1, note: '' },
          { fileIndex: 0, atSeconds: 30.5, note: '' },
        ],
        files,
      ),
    ).toBe('evidence.1.atSeconds: is past the end of clip.mp4 (0:30)');
    expect(evidenceProblem([{ fileIndex: 1, atSeconds: 1, note: '' }], files)).toBe(
      'evidence.0.atSeconds: photo.jpg has no timeline, so the moment must be 0',
    );
  });
});

describe('the reasons list', () => {
  it('should hold the defaults, each code once', () => {
    expect(reviewReasonsSchema.safeParse(DEFAULT_REVIEW_REASONS).success).toBe(true);
    expect(DEFAULT_REVIEW_REASONS.map((r) => r.code)).toEqual([
      'requirements_not_met',
      'wrong_subject',
      'poor_quality',
      'incomplete',
      'duplicate',
      'not_original',
      'prohibited_content',
      'people_without_consent',
      'other',
    ]);
  });

  it('should refuse a repeated code, an empty list and a code that is not lower case', () => {
    const [first] = DEFAULT_REVIEW_REASONS;
    expect(reviewReasonsSchema.safeParse([first, first]).success).toBe(false);
    expect(reviewReasonsSchema.safeParse([]).success).toBe(false);
    expect(reviewReasonsSchema.safeParse([{ ...first, code: 'Bad Code' }]).success).toBe(false);
  });
});

describe('reviewWhyLines', () => {
  it('should say nothing without a reason, and the reason, notes and moments with one', () => {
    expect(reviewWhyLines({ reason: null, notes: 'Nice', evidence: [] })).toEqual([]);
    expect(
      reviewWhyLines({
        reason: { label: 'Incomplete', guidance: 'Cover every step.' },
        notes: 'The last step is missing.',
        evidence: [
          { file_name: 'a.mp4', at_seconds: 12, note: 'Cut here' },
          { file_name: 'a.mp4', at_seconds: 65, note: '' },
        ],
      }),
    ).toEqual([
      'Reason: Incomplete. Cover every step.',
      'Notes: The last step is missing.',
      'At 0:12 in a.mp4: Cut here',
      'At 1:05 in a.mp4',
    ]);
  });
});
