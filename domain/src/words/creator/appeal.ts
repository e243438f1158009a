/**
 * The words of an appeal of a rejection and of "Ask about this review" (My Submissions' cards
 * and their dialogs): catalog table creator.appeal (domain/src/i18n/tables.ts).
 */
export const creatorAppealWords = {
  appeal: 'Appeal',
  appealTitle: (task: string) => `Appeal: ${task}`,
  appealHint:
    'Tell the reviewers why this work should be reviewed again. A submission can be appealed once.',
  message: 'Message',
  messageRequired: 'Message is required',
  characters: (count: string, max: string) => `${count} / ${max} characters`,
  cancel: 'Cancel',
  sendAppeal: 'Send Appeal',
  yourAppeal: 'Your appeal:',
  outcome: 'Outcome:',
  notStated: 'Not stated',
  askAboutReview: 'Ask about this review',
  askAboutReviewSubject: (task: string) => `About my submission to ${task}`,
  askAboutReviewHint:
    'Your question goes to the Groundtruth team with this submission attached; they answer in Messages.',
} as const;
