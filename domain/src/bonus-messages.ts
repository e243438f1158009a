/**
 * The words of bonuses: awardBonus's refusals, the creator's notice, and the staff's award and
 * bulk forms. A table of its own beside `messages`, so a screen that shows none of them does not
 * carry them.
 */
export const bonusMessages = {
  // awardBonus's refusals
  onlyAdminsAwardBonuses: 'Only admins can award bonuses',
  bonusOverCeiling: (amount: string, ceiling: string) =>
    `amountCents: ${amount} is more than the largest bonus allowed, ${ceiling} (Platform Settings)`,
  bonusToSelf: 'You cannot award a bonus to yourself: another admin awards it.',
  bonusCreatorNotFound: 'No creator has this account',
  bonusCreatorNotACreator: 'Bonuses go to creators only',
  bonusSubmissionNotTheirs: "submissionId: this submission is not the creator's",
  bonusRequestReused:
    'requestId: this request id was already used for a different bonus; start a new award',
  // The creator's notice
  bonusAwardedTitle: 'You received a bonus',
  bonusAwardedBody: (amount: string, reason: string) => `${amount}: ${reason}`,
  failedLoadBonuses: 'Failed to load bonuses',
  // Staff: the award dialog
  awardBonusAction: 'Award Bonus',
  bonusAwarded: (amount: string, name: string) => `Bonus of ${amount} awarded to ${name}`,
  bonusAlreadyAwarded: 'This bonus was already awarded; nothing was added twice',
  bonusAmountInvalid: 'Enter an amount in dollars, e.g. 25 or 25.50',
  bonusReasonRequired: 'Give a reason the creator will read',
  // Staff: the bulk form
  bulkBonusRowsFound: (count: number, total: string) =>
    `${count} ${count === 1 ? 'bonus' : 'bonuses'}, ${total} in all`,
  bulkBonusDone: (awarded: number, failed: number) => `${awarded} awarded, ${failed} failed`,
  bulkBonusNoRows: 'Nothing to award: the file or the task gave no rows',
  bulkBonusBadHeader: 'The first line must be: email,amount,reason',
  bulkBonusBadAmount: (amount: string) => `"${amount}" is not an amount in dollars`,
  bulkBonusNoReason: 'The reason is empty',
  bulkBonusUnknownEmail: (email: string) => `No creator has the address ${email}`,
  bulkBonusTooManyRows: (max: number) => `At most ${max} rows at once; split the file`,
  bulkBonusTaskTooMany: (max: number) =>
    `The task has more than ${max} approved submissions; award them by CSV in parts`,
  bulkBonusChooseTask: 'Choose a task',
};
