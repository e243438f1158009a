import { afterAll, describe, expect, it } from 'vitest';
import {
  callableErrorText,
  callableErrorWords,
  inPeoplesWords,
  instantDetails,
} from './callable-errors';
import { formatDateTimeUtc } from './dates';

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

// A refusal computed on the server names its moment in UTC; the page writes it in the reader's zone.
describe('callableErrorText with a moment', () => {
  const originalZone = process.env.TZ;
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  const retryAt = Date.UTC(2026, 11, 8, 2, 29);
  const refusal = (details: unknown) =>
    Object.assign(new Error(`You can try again after ${formatDateTimeUtc(retryAt)} [400]`), {
      code: 'functions/failed-precondition',
      details,
    });

  it('should write the moment in the reader’s zone, without the server’s', () => {
    process.env.TZ = 'Europe/Berlin';
    const error = refusal(instantDetails(retryAt, formatDateTimeUtc(retryAt)));
    expect(callableErrorText(error)).toEqual({
      title: 'Error',
      message: 'You can try again after Dec 8, 2026, 3:29 AM',
    });
    process.env.TZ = 'America/New_York';
    expect(callableErrorText(error).message).toBe('You can try again after Dec 7, 2026, 9:29 PM');
  });

  it('should keep the server’s words when the details name no moment it wrote', () => {
    process.env.TZ = 'Europe/Berlin';
    const words = `You can try again after ${formatDateTimeUtc(retryAt)}`;
    expect(callableErrorText(refusal(undefined)).message).toBe(words);
    expect(callableErrorText(refusal({ at: 'not a time', atText: 'Dec 8' })).message).toBe(words);
    expect(
      callableErrorText(refusal({ at: new Date(retryAt).toISOString(), atText: 'Jan 1' })).message,
    ).toBe(words);
  });
});
