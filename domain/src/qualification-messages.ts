/**
 * The words of qualifications: the server's refusals, the creator's Qualifications and quiz
 * screens, locked tasks, and the staff's screens. A table of its own beside `messages`, so a
 * screen that shows none of them (the landing, every first load) does not carry them.
 */
import { formatCount } from './numbers';

export const qualificationMessages = {
  // Qualifications: the server's refusals (startQualificationAttempt, submitQualificationAttempt,
  // acceptTask) and what the creator is told
  qualificationNotFound: 'Qualification not found',
  qualificationArchived: 'This qualification is no longer offered',
  qualificationNotAQuiz: 'This qualification is not earned with a quiz',
  qualificationAlreadyHeld: 'You already hold this qualification',
  qualificationRevokedByStaff:
    'This qualification was revoked by staff. Contact support if you think this is a mistake.',
  qualificationRetryAfter: (when: string) => `You can try again after ${when}`,
  qualificationAttemptsUsed: (max: number) =>
    `You have used all ${max} ${max === 1 ? 'attempt' : 'attempts'} at this qualification`,
  attemptNotFound: 'Quiz attempt not found',
  attemptAlreadySubmitted: 'This attempt has already been submitted',
  attemptTimedOut: 'The time for this attempt ran out, so it counts as a failed attempt',
  answerEveryQuestion: 'answers: give one answer for each question',
  answerOneChoice: (question: number) => `answers: question ${question} takes exactly one choice`,
  answerUnknownChoice: (question: number) =>
    `answers: question ${question} names a choice it does not have`,
  practiceTaskTitle: (name: string) => `Practice for ${name}`,
  qualificationGranted: (name: string) => `You now hold the qualification ${name}`,
  qualificationRevoked: (name: string) => `Your qualification ${name} was revoked`,
  qualificationExpiring: (name: string, when: string) =>
    `Your qualification ${name} expires on ${when}. Take it again to keep it.`,
  qualificationExpired: (name: string) => `Your qualification ${name} has expired`,
  grantedToast: 'Qualification granted',
  revokedToast: 'Qualification revoked',
  qualificationSaved: 'Qualification saved',
  qualificationCreated: 'Qualification created',
  eligibilityUpdated: 'Eligibility updated',

  // The creator's qualification screens: Qualifications, the quiz, and locked tasks on
  // Available Tasks
  qualificationsTitle: 'Qualifications',
  qualificationsIntro: 'Some tasks need a qualification first. Earn one here to unlock them.',
  loadingQualifications: 'Loading qualifications',
  failedLoadQualifications: 'Failed to load qualifications',
  noQualificationsOffered: 'No qualifications are offered right now',
  noQualificationsHint: 'A task that needs one names it on its card.',
  grantNotTaken: 'Not taken',
  grantGranted: 'Granted',
  grantFailed: 'Failed',
  grantRevoked: 'Revoked',
  grantExpired: 'Expired',
  qualificationStatusLabel: 'Status',
  qualificationBestScoreLabel: 'Best score',
  qualificationPassMarkLabel: 'Pass mark',
  qualificationAttemptsLabel: 'Attempts',
  qualificationTimeLimitLabel: 'Time limit',
  qualificationExpiresLabel: 'Expires',
  qualificationUnlocksLabel: 'Unlocks',
  percent: (value: number) => `${value}%`,
  attemptsOf: (attempts: number, max: number | null) =>
    max === null ? `${attempts} (no limit)` : `${attempts} of ${max}`,
  minutesLimit: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  noTimeLimit: 'None',
  openTasksCount: (count: number) => `${formatCount(count)} open ${count === 1 ? 'task' : 'tasks'}`,
  counting: 'Counting…',
  countUnknown: 'Not known',
  earnedByPractice: 'Earned by an approved practice submission',
  grantedByStaff: 'Granted by staff',
  startQuiz: 'Start quiz',
  retryQuiz: 'Retry quiz',
  quizTitle: 'Qualification quiz',
  startingQuiz: 'Starting the quiz',
  failedStartQuiz: 'Failed to start the quiz',
  failedSubmitQuiz: 'Failed to submit your answers',
  noQualificationChosen: 'Choose a qualification on the Qualifications page to take its quiz.',
  backToQualifications: 'Back to Qualifications',
  quizQuestionNumber: (n: number, total: number) => `Question ${n} of ${total}`,
  questionPictureAlt: (n: number) => `Picture for question ${n}`,
  questionClipLabel: (n: number) => `Clip for question ${n}`,
  loadingQuestionMedia: 'Loading the picture or clip…',
  failedLoadQuestionMedia: "The question's picture or clip could not be loaded",
  chooseOneAnswer: 'Choose one answer.',
  chooseEveryAnswer: 'Choose every answer that applies.',
  quizAnswered: (answered: number, total: number) => `${answered} of ${total} answered`,
  answerAllToSubmit: 'Answer every question to submit.',
  submitAnswers: 'Submit answers',
  quizTimeLeft: (left: string) => `Time left: ${left}`,
  quizTimeUp:
    'Time is up. Answers sent after the deadline are not scored, and the attempt counts as failed.',
  quizPassed: 'Passed',
  quizNotPassed: 'Not passed',
  quizScore: (score: number, passMark: number | null) =>
    passMark === null ? `Your score: ${score}%` : `Your score: ${score}% (pass mark ${passMark}%)`,
  quizReviewTitle: 'Your answers',
  yourAnswer: 'Your answer:',
  answerRight: 'Right',
  answerWrong: 'Wrong',
  quizTryAgainNow: 'You can try again now.',
  // The quiz's intro: what an attempt asks before it starts
  quizIntroTitle: 'Before you start',
  loadingQuiz: 'Loading the quiz',
  failedLoadQuiz: 'Failed to load the quiz',
  failedLoadQuizHint: 'Check your connection, then open the quiz again from Qualifications.',
  quizQuestionsLabel: 'Questions',
  quizRetryWaitLabel: 'If you do not pass',
  quizRetryWait: (hours: number) => {
    if (hours === 0) return 'Try again at once';
    const days = hours % 24 === 0 ? hours / 24 : null;
    const wait =
      days === null
        ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
        : `${days} ${days === 1 ? 'day' : 'days'}`;
    return `Wait ${wait} before trying again`;
  },
  quizAttemptsLeft: (used: number, max: number | null) => {
    if (max !== null) return `${Math.max(0, max - used)} of ${max} left`;
    return used === 0 ? 'No limit' : `No limit (${used} used)`;
  },
  quizStartsOnStart: (minutes: number | null) =>
    minutes === null
      ? 'Your attempt starts when you press Start quiz. There is no time limit.'
      : `Your attempt starts when you press Start quiz, and you then have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} to answer.`,
  browseAvailableTasks: 'Browse Available Tasks',
  // Staff screens of qualifications: the admins' Qualifications page and its dialog, the
  // eligibility of Create Task, and the grants and track record on a user card
  questionMediaLabel: (n: number) => `Question ${n} picture or clip`,
  questionMediaHint:
    'Optional, shown with the prompt: a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip, up to 50 MB.',
  quizMediaWrongType: 'Choose a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip.',
  quizMediaTooLarge: 'A picture or clip may be at most 50 MB.',
  quizMediaUploading: 'Uploading…',
  quizMediaFailed: 'The upload failed. Try again.',
  quizMediaAttachedPicture: 'Picture attached',
  quizMediaAttachedClip: 'Clip attached',
  removeQuestionMedia: (n: number) => `Remove the picture or clip of question ${n}`,
  noQualificationsYet: 'No qualifications yet. Create one to require it on tasks.',
  failedLoadAnswerKey: "Failed to load the quiz's answer key",
  failedLoadPassRate: 'Attempts could not be counted',
  qualificationCountsLoading: 'Counting attempts…',
  qualificationPassRate: (finished: number, passed: number) =>
    finished === 0
      ? 'No finished attempts yet'
      : `${finished} ${finished === 1 ? 'attempt' : 'attempts'} · ${Math.round((passed / finished) * 100)}% passed`,
  failedLoadGrants: "Failed to load the creator's qualifications",
  noGrantsYet: 'No qualifications yet',
  noQualificationToGrant: 'Every qualification is already held',
} as const;
