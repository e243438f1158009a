import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { canSubmit, submitRefusal, workState } from './work-state';

const now = Date.UTC(2026, 10, 25, 12);
const at = (ms: number) => ({
  seconds: Math.floor(ms / 1000),
  nanoseconds: (ms % 1000) * 1e6,
  toMillis: () => ms,
});
const open = { status: 'accepted' as const, expires_at: at(now + 60_000) };
const completed = { status: 'completed' as const, latest_submission_id: 't_u_1' };

describe('workState', () => {
  it('should be not_accepted without an acceptance, whatever else is known', () => {
    expect(workState(null, null, now)).toBe('not_accepted');
    expect(submitRefusal('not_accepted')).toBe(messages.acceptBeforeSubmit);
  });

  it('should be open for an accepted task with time left and nothing submitted', () => {
    expect(workState(open, null, now)).toBe('open');
    expect(workState({ status: 'accepted', expires_at: null }, null, now)).toBe('open');
    expect(canSubmit('open')).toBe(true);
  });

  it('should be expired once the time ran out, by the job or by the clock', () => {
    expect(workState({ status: 'expired' }, null, now)).toBe('expired');
    expect(workState({ status: 'accepted', expires_at: at(now) }, null, now)).toBe('expired');
    expect(submitRefusal('expired')).toBe(messages.acceptanceExpired);
  });

  it("should follow the latest submission's review, which never runs out", () => {
    const late = { ...completed, expires_at: at(now - 60_000) };
    expect(workState(late, 'pending', now)).toBe('pending');
    expect(workState(completed, 'approved', now)).toBe('approved');
    expect(workState(completed, 'rejected', now)).toBe('rejected');
    expect(workState(completed, 'needs_changes', now)).toBe('needs_changes');
  });

  it('should take a submission only when open or after needs_changes, as submitWork does', () => {
    expect(submitRefusal('pending')).toBe(messages.alreadySubmitted);
    expect(submitRefusal('approved')).toBe(messages.submissionClosed);
    expect(submitRefusal('rejected')).toBe(messages.submissionClosed);
    expect(canSubmit('needs_changes')).toBe(true);
    for (const state of ['not_accepted', 'expired', 'pending', 'approved', 'rejected'] as const) {
      expect(canSubmit(state), state).toBe(false);
    }
  });
});
