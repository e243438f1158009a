/**
 * Query keys of the admins' Qualifications screen (its list is the app's, lib/qualifications-list).
 * Every remote shares one QueryClient, so staff keys start with 'staff'.
 */
export const qualificationsKeys = {
  all: ['staff', 'qualifications'] as const,
  /** A qualification's finished and passed attempts (its pass rate). */
  passRate: (qualificationId: string) =>
    [...qualificationsKeys.all, 'pass-rate', qualificationId] as const,
  /** A quiz's answer key, loaded into Edit. */
  answerKey: (qualificationId: string) =>
    [...qualificationsKeys.all, 'key', qualificationId] as const,
};
