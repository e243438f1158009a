// The identity badge's words: the same states read alike on the creator's tab and the staff card,
// except before any check, which the creator reads as not verified and staff as never started.
import { describe, expect, it } from 'vitest';
import { identityStatuses } from '@groundtruth/domain/identity';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import { identityStatusWords } from './identity-badge';

describe('identityStatusWords', () => {
  it('should word every state, alike for both readers once a check exists', () => {
    for (const status of identityStatuses) {
      expect(identityStatusWords(status, 'creator')).toBeTruthy();
      if (status !== 'unverified')
        expect(identityStatusWords(status, 'staff')).toBe(identityStatusWords(status, 'creator'));
    }
    expect(identityStatusWords('failed', 'staff')).toBe(words.identityStatusFailed);
  });

  it('should tell the creator they are not verified, and staff that no check was started', () => {
    expect(identityStatusWords('unverified', 'creator')).toBe(words.identityStatusUnverified);
    expect(identityStatusWords('unverified', 'staff')).toBe(words.identityNeverStarted);
  });
});
