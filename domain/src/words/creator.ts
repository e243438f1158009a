import { creatorAccountDialogsWords } from './creator/account-dialogs';
import { creatorAppealWords } from './creator/appeal';
import { creatorCommonWords } from './creator/common';
import { creatorDialogsWords } from './creator/dialogs';
import { creatorInboxWords } from './creator/inbox';
import { creatorOverviewWords } from './creator/overview';
import { creatorPaymentsWords } from './creator/payments';
import { creatorQualificationsWords } from './creator/qualifications';
import { creatorQuizWords } from './creator/quiz';
import { creatorReleasesWords } from './creator/releases';
import { creatorSubmissionsWords } from './creator/submissions';
import { creatorSubmitWords } from './creator/submit';
import { creatorTasksWords } from './creator/tasks';
import { creatorTaxWords } from './creator/tax';
import { creatorUploadWords } from './creator/upload';

/**
 * The creator screens' own words (creator-app/src/features): headings, labels and buttons that
 * are no message of the tables beside messages.ts, and the few of those tables a creator screen
 * shows (by reference: the English is theirs). One module per screen, so a screen's first load
 * carries its own words only: a screen reads `useWords('creator.tasks', creatorTasksWords)`; this
 * whole is the catalogs' table `creator` (domain/src/i18n/tables.ts).
 */
export const creatorWords = {
  ...creatorCommonWords,
  overview: creatorOverviewWords,
  tasks: creatorTasksWords,
  submissions: creatorSubmissionsWords,
  payments: creatorPaymentsWords,
  inbox: creatorInboxWords,
  submit: creatorSubmitWords,
  dialogs: creatorDialogsWords,
  qualifications: creatorQualificationsWords,
  quiz: creatorQuizWords,
  tax: creatorTaxWords,
  appeal: creatorAppealWords,
  accountDialogs: creatorAccountDialogsWords,
  upload: creatorUploadWords,
  releases: creatorReleasesWords,
} as const;
