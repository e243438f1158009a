import { qualificationMessages as q } from '../../qualification-messages';

/** The words of Qualifications (by reference: the English is qualificationMessages'): catalog table creator.qualifications (domain/src/i18n/tables.ts). */
export const creatorQualificationsWords = {
  title: q.qualificationsTitle,
  intro: q.qualificationsIntro,
  loading: q.loadingQualifications,
  noneOffered: q.noQualificationsOffered,
  noneHint: q.noQualificationsHint,
  bestScore: q.qualificationBestScoreLabel,
  passMark: q.qualificationPassMarkLabel,
  attempts: q.qualificationAttemptsLabel,
  timeLimit: q.qualificationTimeLimitLabel,
  expires: q.qualificationExpiresLabel,
  unlocks: q.qualificationUnlocksLabel,
  attemptsOf: q.attemptsOf,
  minutesLimit: q.minutesLimit,
  noTimeLimit: q.noTimeLimit,
  openTasksCount: q.openTasksCount,
  counting: q.counting,
  countUnknown: q.countUnknown,
  earnedByPractice: q.earnedByPractice,
  grantedByStaff: q.grantedByStaff,
  startQuiz: q.startQuiz,
  retryQuiz: q.retryQuiz,
} as const;
