/**
 * The dashboard frame's words for creators (docs/product.md, Screens): the sidebar, Sign Out and
 * the language choice. Translated (domain/src/i18n/tables.ts); staff's sidebar stays English.
 */
export const navWords = {
  overview: 'Overview',
  availableTasks: 'Available Tasks',
  mySubmissions: 'My Submissions',
  qualifications: 'Qualifications',
  payments: 'Payments',
  messages: 'Messages',
  settings: 'Settings',
  signOut: 'Sign Out',
  /** The sidebar's button on narrow screens. */
  menu: { open: 'Menu', close: 'Close menu' },
  creatorScreens: 'Creator screens',
  loadingSession: 'Loading your session',
  notifications: 'Notifications',
  notificationsUnread: (unread: string) => `Notifications, ${unread} unread`,
  loadingNotifications: 'Loading notifications',
  markAllRead: 'Mark all as read',
  unread: 'Unread: ',
  /** The shared screen parts (platform/src/screen-parts.tsx) on a creator's screens. */
  retry: 'Retry',
  checkConnection: 'Check your connection and try again.',
  loadMore: 'Load more',
  language: 'Language',
  /** A language Groundtruth does not speak yet: chosen, the screens stay in English. */
  inEnglishForNow: (language: string) =>
    `Groundtruth is not in ${language} yet: your screens and e-mails stay in English for now.`,
  languageNames: {
    en: 'English',
    es: 'Spanish',
    'pt-BR': 'Portuguese',
    fr: 'French',
    de: 'German',
    hi: 'Hindi',
    tl: 'Tagalog',
    sw: 'Swahili',
    other: 'Other',
  },
} as const;
