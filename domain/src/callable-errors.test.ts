import { describe, expect, it } from 'vitest';
import { callableErrorWords, inPeoplesWords } from './callable-errors';

// A refusal shown to a person names the field in words, never by the schema's name for it.
describe('inPeoplesWords', () => {
  it.each([
    ['release.signature: must be your full name', 'Signature must be your full name'],
    [
      'amountCents: $600.00 is more than the largest bonus allowed, $500.00 (Platform Settings)',
      '$600.00 is more than the largest bonus allowed, $500.00 (Platform Settings)',
    ],
    ["submissionId: this submission is not the creator's", "This submission is not the creator's"],
    ['notes: is required', 'Notes is required'],
    [
      'filePaths.0: must be a path under submissions/',
      'File paths must be a path under submissions/',
    ],
    ['input: unknown field "x"', 'Unknown field "x"'],
  ])('should say %j as %j', (message, words) => {
    expect(inPeoplesWords(message)).toBe(words);
  });

  it('should leave a message that names no field as it is', () => {
    for (const message of [
      'Minimum payout is $50.00.',
      'Note: the payout stays pending',
      'The creator must open Payments: verify the account',
    ])
      expect(inPeoplesWords(message)).toBe(message);
  });

  it('should drop the SDK’s status and keep the title of a failed call', () => {
    const error = Object.assign(new Error('release.signature: must be your full name [400]'), {
      details: { title: 'Release not signed' },
    });
    expect(callableErrorWords(error)).toEqual({
      title: 'Release not signed',
      message: 'Signature must be your full name',
    });
  });
});
