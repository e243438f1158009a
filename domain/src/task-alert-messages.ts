/**
 * The words of new-task alerts: the bell notice and its e-mail, the daily digest, and the
 * creator's choice in Settings. A table of its own beside `messages`, so a screen that shows
 * none of them does not carry them.
 */
export const taskAlertMessages = {
  // The bell notice (and the e-mail of a creator who takes them as they come)
  newTaskTitle: (title: string) => `New task: ${title}`,
  newTaskBody: (title: string, payout: string) =>
    `${title} pays ${payout}. Open Available Tasks to read it and accept it.`,
  // The daily digest
  newTaskDigestSubject: (count: number, day: string) =>
    `${count} new ${count === 1 ? 'task' : 'tasks'} for you on ${day}`,
  newTaskDigestIntro: 'New tasks that match your paths:',
  newTaskDigestLine: (title: string, payout: string) => `${title}: ${payout}`,
  // Settings
  newTaskEmailsLegend: 'New-task e-mails',
  newTaskEmailsHint:
    'When a task matching your paths is published, you see it in the bell. Choose whether we also e-mail you.',
  newTaskEmailsMailOff: 'E-mail notifications are off, so no new-task e-mails are sent.',
} as const;
