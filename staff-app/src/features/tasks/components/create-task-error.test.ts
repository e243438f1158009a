import { describe, expect, it } from 'vitest';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { createTaskErrorText } from './create-task-error';

const sdkError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

describe('createTaskErrorText', () => {
  it.each([
    ['internal', 'internal'],
    ['internal', 'internal [0]'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'deadline-exceeded'],
  ])('should say to press again when no answer came back (%s, "%s")', (code, message) => {
    expect(createTaskErrorText(sdkError(code, message))).toEqual({
      title: 'Error',
      message: staffMessages.answerLost,
    });
  });

  it("should show the function's own message, naming a field in words", () => {
    expect(
      createTaskErrorText(
        sdkError('permission-denied', 'You do not have permission to do this [403]'),
      ),
    ).toEqual({ title: 'Error', message: 'You do not have permission to do this' });
    expect(createTaskErrorText(sdkError('invalid-argument', 'title: is required [400]'))).toEqual({
      title: 'Error',
      message: 'Title is required',
    });
  });
});
