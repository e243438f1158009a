/**
 * The server's words for conversations (threads.ts): the refusals of startThread, postMessage,
 * closeThread and markThreadRead, the creators' rate limit, and the notice (bell and e-mail) that
 * tells the other side of a new message. A table of its own beside `messages`, so a screen that
 * shows none of them does not carry them.
 */
export const threadMessages = {
  // Refusals: a thread or submission that is not the caller's is "not found", whether it exists
  // or not, so ids cannot be probed.
  threadNotFound: 'threadId: no conversation of yours has this id',
  threadSubmissionNotFound: 'submissionId: no submission of yours has this id',
  threadCreatorIdNotForCreators:
    'creatorId: creators start a conversation with support; leave creatorId out',
  threadCreatorIdRequired: 'creatorId: choose the creator this conversation is with',
  threadCreatorNotFound: 'creatorId: no active creator has this account',
  threadSubmissionNotTheCreators: "submissionId: this submission is not the creator's",
  threadRequestReused:
    'requestId: this request id was already used for a different conversation; start a new one',
  messageRequestReused:
    'requestId: this request id was already used for a different message; send it again',
  announcementsAreOneWay:
    'Announcements cannot be answered; message support from Help to ask about one',
  /** A creator's rate limit (rate-limit.ts, creatorMessages): when a message fits again. */
  sendingTooQuickly: (minutes: number) =>
    `You are sending messages quickly; you can write again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  // The notice to the other side
  messageFromSupportTitle: 'New message from support',
  messageFromCreatorTitle: (name: string) => `New message from ${name}`,
  messageNoticeBody: (subject: string, preview: string) => `${subject}: ${preview}`,
};
