import { signupPathLabels } from '../constants';
import { newTaskEmailLabels } from '../new-task-alerts';

/**
 * Settings' words (creator-app/src/features/settings) beside messages.ts' and
 * task-alert-messages.ts'. Translated (domain/src/i18n/tables.ts).
 */
export const settingsWords = {
  title: 'Settings',
  description: 'Your name, where you are, how we reach you, what you create and your data.',
  loading: 'Loading settings',
  profile: 'Profile',
  signedInAs: (email: string) => `Signed in as ${email}`,
  fullName: 'Full name',
  saveName: 'Save name',
  preferences: 'Preferences',
  country: 'Country',
  selectCountry: 'Select a country',
  /** The country list's Other, in the reader's language (the others are Intl's names). */
  otherCountry: 'Other',
  language: 'Language',
  selectLanguage: 'Select a language',
  notifications: 'Notifications',
  emailNotifications: 'Email notifications',
  emailNotificationsHint: 'New tasks and payout updates by e-mail.',
  pushNotifications: 'Push notifications',
  pushNotificationsHint: 'Alerts on this device when a task matches your paths.',
  whatYouCreate: 'What you create',
  saveSettings: 'Save settings',
  downloadMyData: 'Download my data',
  deleteMyAccount: 'Delete my account',
  /** The paths a creator chooses, in the reader's language. */
  paths: signupPathLabels,
  /** How often new tasks are e-mailed, in the reader's language. */
  newTaskEmails: newTaskEmailLabels,
} as const;
