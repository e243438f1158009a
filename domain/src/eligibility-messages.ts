/**
 * The words of a task's eligibility: what acceptTask refuses an ineligible creator with, and
 * what a locked task on Available Tasks says. A table of its own (beside `messages` and
 * `qualificationMessages`) because Available Tasks carries it on its first load.
 */

/** "Mexico", "Mexico or Spain", "Mexico, Spain or France". */
function eitherOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export const eligibilityMessages = {
  qualificationNeeds: (name: string) => `Needs the qualification ${name}`,
  qualificationNeedsScore: (name: string, minScore: number) =>
    `Needs the qualification ${name} with a score of at least ${minScore}%`,
  approvalRateNeeded: (minRate: number, yours: string, reviewed: number) =>
    `Needs an approval rate of at least ${minRate}% (yours: ${yours} of ${reviewed} reviewed)`,
  /** A task open only to creators of some countries, named as the task names them. */
  countryNeeded: (countries: readonly string[]) => `Open to creators in ${eitherOf(countries)}`,
  /** A task open only to creators who speak some languages, by their names ('Spanish'). */
  languageNeeded: (languages: readonly string[]) =>
    `Open to creators who speak ${eitherOf(languages)}`,
  notEligible: (...unmet: readonly string[]) =>
    `You cannot accept this task yet. ${unmet.join('. ')}.`,
  taskLocked: 'Locked',
  taskLockedIntro: 'You cannot accept this task yet:',
  takeTheQuiz: 'Take the quiz',
  howToEarnIt: 'How to earn it',
  qualificationAbout: (about: string) => `What it covers: ${about}`,
  /** A task gated by a qualification that sets no file rules of its own. */
  requirementsInQualification:
    'No file rules are set on the task itself; the qualification it needs says what it expects.',
} as const;
