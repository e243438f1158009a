import { qualificationMessages as q } from '../../qualification-messages';

/**
 * The words of a qualification's quiz (its intro, questions, countdown and result), by reference
 * (the English is qualificationMessages'); where the English chooses its words by arithmetic
 * (hours as days, attempts left), a word per case: catalog table creator.quiz
 * (domain/src/i18n/tables.ts).
 */
export const creatorQuizWords = {
  quizTitle: q.quizTitle,
  loadingQuiz: q.loadingQuiz,
  startingQuiz: q.startingQuiz,
  failedLoadQuiz: q.failedLoadQuiz,
  failedLoadQuizHint: q.failedLoadQuizHint,
  qualificationNotFound: q.qualificationNotFound,
  noQualificationChosen: q.noQualificationChosen,
  failedStartQuiz: q.failedStartQuiz,
  failedSubmitQuiz: q.failedSubmitQuiz,
  backToQualifications: q.backToQualifications,
  quizIntroTitle: q.quizIntroTitle,
  quizQuestionsLabel: q.quizQuestionsLabel,
  qualificationPassMarkLabel: q.qualificationPassMarkLabel,
  qualificationTimeLimitLabel: q.qualificationTimeLimitLabel,
  qualificationAttemptsLabel: q.qualificationAttemptsLabel,
  quizRetryWaitLabel: q.quizRetryWaitLabel,
  percent: q.percent,
  noTimeLimit: q.noTimeLimit,
  minutesLimit: q.minutesLimit,
  attemptsLeft: (left: number, max: number) => `${left} of ${max} left`,
  noLimit: 'No limit',
  noLimitUsed: (used: number) => `No limit (${used} used)`,
  retryAtOnce: 'Try again at once',
  retryWaitHours: (hours: number) =>
    `Wait ${hours} ${hours === 1 ? 'hour' : 'hours'} before trying again`,
  retryWaitDays: (days: number) =>
    `Wait ${days} ${days === 1 ? 'day' : 'days'} before trying again`,
  startsNoLimit: 'Your attempt starts when you press Start quiz. There is no time limit.',
  startsWithLimit: (minutes: number) =>
    `Your attempt starts when you press Start quiz, and you then have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} to answer.`,
  startQuiz: q.startQuiz,
  retryQuiz: q.retryQuiz,
  quizQuestionNumber: q.quizQuestionNumber,
  questionPictureAlt: q.questionPictureAlt,
  questionClipLabel: q.questionClipLabel,
  loadingQuestionMedia: q.loadingQuestionMedia,
  failedLoadQuestionMedia: q.failedLoadQuestionMedia,
  chooseOneAnswer: q.chooseOneAnswer,
  chooseEveryAnswer: q.chooseEveryAnswer,
  quizAnswered: q.quizAnswered,
  answerAllToSubmit: q.answerAllToSubmit,
  submitAnswers: q.submitAnswers,
  quizTimeLeft: q.quizTimeLeft,
  quizTimeUp: q.quizTimeUp,
  quizPassed: q.quizPassed,
  quizNotPassed: q.quizNotPassed,
  scoreOnly: (score: number) => `Your score: ${score}%`,
  scoreWithPassMark: (score: number, passMark: number) =>
    `Your score: ${score}% (pass mark ${passMark}%)`,
  qualificationGranted: q.qualificationGranted,
  quizTryAgainNow: q.quizTryAgainNow,
  qualificationRetryAfter: q.qualificationRetryAfter,
  browseAvailableTasks: q.browseAvailableTasks,
  quizReviewTitle: q.quizReviewTitle,
  answerRight: q.answerRight,
  answerWrong: q.answerWrong,
  yourAnswer: q.yourAnswer,
} as const;
