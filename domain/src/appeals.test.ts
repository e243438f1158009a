import { describe, expect, it } from 'vitest';
import { appealDeadlineMillis, appealRefusal, type Appealable } from './appeals';
import { APPEAL_WINDOW_DAYS } from './constants';
import { messages } from './messages';

const at = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toMillis: () => millis,
});
const REVIEWED = Date.UTC(2026, 0, 10, 12);
const rejected: Appealable = { review_status: 'rejected', reviewed_at: at(REVIEWED) };

describe('appealRefusal', () => {
  it('should allow a rejection within the window, up to its last millisecond', () => {
    expect(appealRefusal(rejected, REVIEWED + 1)).toBeNull();
    expect(appealRefusal(rejected, appealDeadlineMillis(REVIEWED))).toBeNull();
    expect(appealDeadlineMillis(REVIEWED) - REVIEWED).toBe(APPEAL_WINDOW_DAYS * 86_400_000);
  });

  it.each([
    [{ ...rejected, appeal_status: 'open' as const }, messages.alreadyAppealed],
    [{ ...rejected, appeal_status: 'decided' as const }, messages.alreadyAppealed],
    [{ ...rejected, review_status: 'approved' as const }, messages.onlyRejectedAppealable],
    [{ ...rejected, review_status: 'needs_changes' as const }, messages.onlyRejectedAppealable],
    [{ review_status: 'pending' as const, reviewed_at: null }, messages.onlyRejectedAppealable],
    [{ ...rejected, reviewed_at: null }, messages.appealWindowClosed],
  ])('should refuse %j', (submission, message) => {
    expect(appealRefusal(submission, REVIEWED + 1)).toBe(message);
  });

  it('should refuse once the window has closed', () => {
    expect(appealRefusal(rejected, appealDeadlineMillis(REVIEWED) + 1)).toBe(
      messages.appealWindowClosed,
    );
  });
});
