/** threads/{id} and threads/{id}/messages/{id}: written only by functions. */
import { collections } from '@groundtruth/domain/collections';
import { threadMessageSchema, threadSchema } from '@groundtruth/domain/threads';
import { threadMessagesPath } from '@groundtruth/domain/thread-queries';
import { repository } from './base';

export const threads = repository(collections.threads, threadSchema);

/** The messages of one thread. */
export function threadMessagesOf(threadId: string) {
  return repository(threadMessagesPath(threadId), threadMessageSchema);
}
