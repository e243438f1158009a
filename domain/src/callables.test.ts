import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptTaskInput,
  addPayoutAccountInput,
  createTaskInput,
  describeIssue,
  processPayoutInput,
  requestPayoutInput,
  submitWorkInput,
} from './callables';
import { documentId, storagePath } from './ids';

/** What a callable answers for `data`: 'ok', or the INVALID_ARGUMENT message. */
function verdict(schema: z.ZodType, data: unknown): string {
  const result = schema.safeParse(data);
  return result.success ? 'ok' : describeIssue(result.error);
}

describe('documentId', () => {
  const idOf = (payoutId: unknown) => verdict(processPayoutInput, { payoutId });

  it('should accept ids Firestore accepts', () => {
    for (const id of ['abc', 'sub_1_uid_2', 'a.b', '...', '_x_', '__x', 'x__', 'día', '名前']) {
      expect(idOf(id)).toBe('ok');
    }
  });

  it('should refuse each form Firestore reserves or forbids, naming the field', () => {
    expect(idOf('')).toBe('payoutId: is required');
    expect(idOf('   ')).toBe('payoutId: is required');
    expect(idOf('a/b')).toBe('payoutId: must not contain "/"');
    expect(idOf('../../etc/passwd')).toBe('payoutId: must not contain "/"');
    expect(idOf('/')).toBe('payoutId: must not contain "/"');
    expect(idOf('.')).toBe('payoutId: must not be "." or ".."');
    expect(idOf('..')).toBe('payoutId: must not be "." or ".."');
    expect(idOf('__x__')).toBe('payoutId: must not both start and end with "__" (reserved)');
    expect(idOf('____')).toBe('payoutId: must not both start and end with "__" (reserved)');
    expect(idOf('a\nb')).toBe('payoutId: must be printable text');
    expect(idOf('\ud800x')).toBe('payoutId: must be printable text');
    expect(idOf(42)).toBe('payoutId: Invalid input: expected string, received number');
    expect(idOf(undefined)).toBe('payoutId: Invalid input: expected string, received undefined');
  });

  it('should count the 1,500-byte limit in UTF-8 bytes', () => {
    expect(documentId.safeParse('a'.repeat(1500)).success).toBe(true);
    expect(idOf('a'.repeat(1501))).toBe('payoutId: must be at most 1500 bytes long');
    // 'é' is 2 bytes and '€' 3 in UTF-8, one UTF-16 unit each.
    expect(documentId.safeParse('é'.repeat(750)).success).toBe(true);
    expect(documentId.safeParse('é'.repeat(751)).success).toBe(false);
    expect(documentId.safeParse('€'.repeat(500)).success).toBe(true);
    expect(idOf(`${'€'.repeat(500)}a`)).toBe('payoutId: must be at most 1500 bytes long');
    // An emoji is two UTF-16 units and 4 bytes.
    expect(documentId.safeParse('😀'.repeat(375)).success).toBe(true);
    expect(documentId.safeParse('😀'.repeat(376)).success).toBe(false);
  });
});

describe('storagePath', () => {
  const check = (path: string) => {
    const result = storagePath.safeParse(path);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('should accept a file in a folder', () => {
    expect(check('submissions/u1/t1/1700000000-1.mp4')).toBe('ok');
  });

  it('should refuse paths that are not object names', () => {
    expect(check('')).toBe('is required');
    expect(check('/submissions/u1/t1/a.mp4')).toBe('must not start with "/"');
    expect(check('submissions//t1/a.mp4')).toBe('must not contain empty segments');
    expect(check('submissions/u1/t1/')).toBe('must not contain empty segments');
    expect(check('submissions/u1/../u2/a.mp4')).toBe('must not contain "." or ".." segments');
    expect(check('submissions/u1/t1/.')).toBe('must not contain "." or ".." segments');
    expect(check('submissions/u1/t1/a\r\n.mp4')).toBe('must be printable text');
    expect(check(`submissions/${'a'.repeat(1012)}`)).toBe('ok');
    expect(check(`submissions/${'a'.repeat(1013)}`)).toBe('must be at most 1024 bytes long');
    expect(check(`submissions/${'é'.repeat(507)}`)).toBe('must be at most 1024 bytes long');
  });

  it('should name the file in submitWork', () => {
    expect(
      verdict(submitWorkInput, {
        taskId: 't1',
        filePaths: ['submissions/u/t1/1.mp4', 'submissions/u/../x'],
        fileNames: ['a.mp4', 'b.mp4'],
        attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: 'v1' },
      }),
    ).toBe('filePaths.1: must not contain "." or ".." segments');
  });
});

describe('callable inputs', () => {
  it('should refuse fields a callable does not take, naming the object that holds them', () => {
    expect(verdict(acceptTaskInput, { taskId: 't1', admin: true })).toBe(
      'input: unknown field "admin"',
    );
    expect(verdict(requestPayoutInput, { amountCents: 1 })).toBe(
      'input: unknown field "amountCents"',
    );
    expect(
      verdict(acceptTaskInput, JSON.parse('{"taskId":"t1","__proto__":{"role":"admin"}}')),
    ).toBe('input: unknown field "__proto__"');
    expect(verdict(acceptTaskInput, { taskId: 't1', constructor: 'x' })).toBe(
      'input: unknown field "constructor"',
    );
    expect(
      verdict(submitWorkInput, {
        taskId: 't1',
        filePaths: ['submissions/u/t1/1.mp4'],
        fileNames: ['a.mp4'],
        attestation: {
          ownsContent: true,
          consentsToAiTraining: true,
          termsVersion: 'v1',
          signedBy: 'x',
        },
      }),
    ).toBe('attestation: unknown field "signedBy"');
  });

  it('should call a payload that is not an object "input"', () => {
    for (const data of [null, [], 'taskId', 42, true]) {
      expect(verdict(acceptTaskInput, data)).toMatch(/^input: Invalid input: expected object/);
    }
  });
});

describe('addPayoutAccountInput', () => {
  it('should require Stripe ids to start with acct_ and PayPal ids to be e-mails', () => {
    expect(
      addPayoutAccountInput.safeParse({ provider: 'stripe_connect', accountId: 'acct_123' })
        .success,
    ).toBe(true);
    const stripe = addPayoutAccountInput.safeParse({
      provider: 'stripe_connect',
      accountId: 'x123',
    });
    expect(stripe.success || describeIssue(stripe.error)).toBe('accountId: must start with acct_');
    const paypal = addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: 'nope' });
    expect(paypal.success || describeIssue(paypal.error)).toBe(
      'accountId: must be an e-mail address',
    );
    expect(
      addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: 'a@b.co' }).success,
    ).toBe(true);
  });

  it('should name an empty identifier', () => {
    const empty = addPayoutAccountInput.safeParse({ provider: 'paypal', accountId: '  ' });
    expect(empty.success || describeIssue(empty.error)).toBe('accountId: is required');
  });
});

describe('createTaskInput', () => {
  it('should default to a draft video task', () => {
    const task = createTaskInput.parse({ title: 'Film a sunrise', payoutAmountCents: 2500 });
    expect(task).toMatchObject({ category: 'video', status: 'draft', quotaLimit: null, tags: [] });
  });

  it('should refuse a due date Firestore cannot store and links that are not web pages', () => {
    const task = { title: 'x', payoutAmountCents: 1 };
    expect(verdict(createTaskInput, { ...task, dueAt: '0000-01-01T00:00:00Z' })).toBe(
      'dueAt: must be in the year 2000 or later',
    );
    expect(verdict(createTaskInput, { ...task, dueAt: '2030-01-01T00:00:00Z' })).toBe('ok');
    expect(verdict(createTaskInput, { ...task, instructionsUrl: 'javascript:alert(1)' })).toBe(
      'instructionsUrl: must be an http or https address',
    );
    expect(verdict(createTaskInput, { ...task, instructionsUrl: 'https://example.com/a' })).toBe(
      'ok',
    );
  });

  it('should refuse fractional cents', () => {
    expect(createTaskInput.safeParse({ title: 'x', payoutAmountCents: 25.5 }).success).toBe(false);
  });
});

describe('submitWorkInput', () => {
  it('should require the attestation to be confirmed', () => {
    const result = submitWorkInput.safeParse({
      taskId: 't1',
      filePaths: ['submissions/u/t1/1.mp4'],
      fileNames: ['a.mp4'],
      attestation: { ownsContent: true, consentsToAiTraining: false, termsVersion: 'v1' },
    });
    expect(result.success || describeIssue(result.error)).toBe(
      'attestation.consentsToAiTraining: must be confirmed',
    );
  });
});
