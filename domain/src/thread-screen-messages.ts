/**
 * The conversation screens' own words (Messages, for creators and staff; the dialogs that start
 * a conversation). A table of its own beside `messages`, so a first load without Messages carries
 * none of them. What the functions answer (refusals, the rate limit) is thread-messages.ts's.
 */
import { formatCount } from './numbers';

export const threadScreenMessages = {
  failedLoadThreads: 'Failed to load conversations',
  failedLoadThread: 'Failed to load this conversation',
  threadUnavailable: 'This conversation does not exist or is not yours to read',
  noThreadsCreator: 'No messages yet',
  noThreadsCreatorHint:
    'Questions about a review or anything else: message support, and the answers show here.',
  noThreadsStaff: 'No open conversations',
  noMessagesYet: 'No messages in this conversation yet',
  threadIsClosed: 'This conversation is closed.',
  announcementsReadOnly: 'Announcements are sent to many creators: they cannot be answered here.',
  threadStarted: 'Conversation started',
  failedStartThread: 'Failed to start the conversation',
  failedSendMessage: 'Failed to send the message',
  threadClosed: 'Conversation closed',
  failedCloseThread: 'Failed to close the conversation',
  askAboutReviewSubject: (taskTitle: string) => `About my submission to ${taskTitle}`,
  aboutSubmissionSubject: (taskTitle: string) => `About your submission to ${taskTitle}`,
  unreadMessages: (count: number) =>
    `${formatCount(count)} unread ${count === 1 ? 'message' : 'messages'}`,
  charactersUsed: (used: number, max: number) =>
    `${formatCount(used)} / ${formatCount(max)} characters`,
} as const;
