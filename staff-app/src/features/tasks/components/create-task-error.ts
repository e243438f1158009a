import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { staffMessages } from '@groundtruth/domain/staff-messages';

/** The SDK's own codes when no answer with a message of the function's came back. */
const NO_ANSWER = new Set(['internal', 'unavailable', 'deadline-exceeded']);

/**
 * What a failed Create Task says. The function's own refusals are shown as they are; when no
 * answer came back (the SDK reports only its code), the task may exist already, and pressing
 * Create Task again is safe: the request id makes the retry return that same task.
 */
export function createTaskErrorText(error: unknown): { title: string; message: string } {
  const text = callableErrorWords(error);
  const code = (error as { code?: unknown } | null)?.code;
  const bare = text.message.replace(/ \[\d+\]$/, '');
  if (
    typeof code === 'string' &&
    NO_ANSWER.has(code.replace(/^functions\//, '')) &&
    NO_ANSWER.has(bare)
  )
    return { title: text.title, message: staffMessages.answerLost };
  return text;
}
