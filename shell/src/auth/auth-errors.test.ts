import { describe, expect, it } from 'vitest';
import { messages } from '@groundtruth/domain/messages';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it('should word Auth failures a person can act on', () => {
    expect(
      authErrorMessage({
        code: 'auth/invalid-credential',
        message: 'Firebase: Error (auth/invalid-credential).',
      }),
    ).toBe('Invalid email or password.');
    expect(authErrorMessage({ code: 'auth/user-disabled' })).toMatch(/suspended/);
  });

  it("should show a callable's own message without the SDK's status suffix", () => {
    expect(
      authErrorMessage({
        code: 'functions/already-exists',
        message: 'The email address is already in use by another account. [409]',
      }),
    ).toBe('The email address is already in use by another account.');
  });

  it("should show a refusal of a field without the field's name", () => {
    expect(
      authErrorMessage({
        code: 'functions/invalid-argument',
        message: `termsVersion: ${messages.signupTermsRequired} [400]`,
      }),
    ).toBe(messages.signupTermsRequired);
    expect(
      authErrorMessage({
        code: 'functions/invalid-argument',
        message: 'email: must be an e-mail address [400]',
      }),
    ).toBe('Email must be an e-mail address');
  });

  it("should fall back to 'An unexpected error occurred' for anything else", () => {
    expect(authErrorMessage(new TypeError('boom'))).toBe('An unexpected error occurred');
    expect(authErrorMessage(null)).toBe('An unexpected error occurred');
  });
});
