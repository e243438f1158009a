/**
 * The words of a task's pay as a creator reads them (fair-pay.ts payLine: "$12.50 · about 25 min
 * · $30.00/hour") and of their own hourly rate on Earnings. Translated (domain/src/i18n/tables.ts):
 * the creator screens read it with useWords('pay', payWords); the functions and the staff
 * screens use the English.
 */
export const payWords = {
  aboutMinutes: (minutes: number) => `about ${minutes} min`,
  aboutHours: (hours: number) => `about ${hours} h`,
  aboutHoursMinutes: (hours: number, minutes: number) => `about ${hours} h ${minutes} min`,
  perHour: (amount: string) => `${amount}/hour`,
  myRateTitle: 'Your hourly rate (30 days)',
  myRateNone: 'No approved work with a measured time in the last 30 days',
  myRateHint: (count: number) =>
    count === 1
      ? 'What 1 approved submission paid for the time it took'
      : `What ${count} approved submissions paid for the time they took`,
  loadingMyRate: 'Loading your hourly rate',
};

export type PayWords = typeof payWords;
