import { threadScreenMessages as t } from '../../thread-screen-messages';

/** The words of Messages: catalog table creator.inbox (domain/src/i18n/tables.ts). */
export const creatorInboxWords = {
  title: 'Messages',
  description: 'Your conversations with the Groundtruth team, and announcements.',
  loading: 'Loading conversations',
  conversations: 'Your conversations',
  messageSupport: 'Message support',
  messageSupportHint:
    'Ask the Groundtruth team anything: they answer here, and you are told in the bell.',
  noThreads: t.noThreadsCreator,
  noThreadsHint: t.noThreadsCreatorHint,
} as const;
