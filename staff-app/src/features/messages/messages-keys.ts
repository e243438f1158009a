/**
 * Query keys of staff's Messages page (the threads themselves are the platform's threadKeys).
 * Every remote shares one QueryClient, so staff keys start with 'staff'.
 */
export const messagesKeys = {
  all: ['staff', 'messages'] as const,
  /** The submission a conversation is about, for its current decision. */
  submission: (submissionId: string) => [...messagesKeys.all, 'submission', submissionId] as const,
};
