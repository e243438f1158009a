/**
 * The words of fair pay (fair-pay.ts): the refusals of a task under the hourly floor, the staff's
 * figures of the time approved work took, the notice and the top-up of a task whose measured rate
 * is under the floor. A table of its own beside `messages`; the words of pay a creator reads,
 * and their own rate on Earnings, are words/pay.ts (translated).
 */
export const fairPayMessages = {
  // createTask, updateTaskRequirements and publishing: the field, the rate and the floor
  payoutUnderFloor: (payout: string, about: string, rate: string, floor: string) =>
    `payoutAmountCents: is under the minimum hourly rate: ${payout} for ${about} is ${rate}, the minimum is ${floor}`,
  minutesUnderFloor: (payout: string, about: string, rate: string, floor: string) =>
    `estimatedMinutes: are too many for the payout: ${payout} for ${about} is ${rate}, the minimum is ${floor}`,
  estimateNeededToPublish:
    'estimatedMinutes: is needed to publish: set the minutes the task takes in Edit requirements',
  // Staff: Platform settings
  floorHint:
    'No task is created or published paying less an hour for its estimated minutes; creators see each rate.',
  // Staff: Create Task's minutes
  minutesHint: 'Minutes the work takes a creator: they see the hourly rate it makes',
  minutesHintRate: (line: string) => `Creators read: ${line}`,
  // Staff: a task's figures and its card
  noEstimate: 'No time estimate: publishing asks for one',
  effortFigures: (median: number, p25: number, p75: number, rate: string, approved: number) =>
    `Approved work took a median of ${median} min (middle half ${p25}–${p75} min) and made ${rate}, over ${approved} approved`,
  underFloorFlag: (rate: string, floor: string) =>
    `Under the floor: approved work made a median of ${rate}, the minimum is ${floor}`,
  underFloorTitle: (title: string) => `Under the hourly floor: ${title}`,
  underFloorNotice: (count: number) =>
    `${count} ${count === 1 ? 'task pays' : 'tasks pay'} under the minimum hourly rate at the median time of approved work`,
  // Staff: Top up, through the bulk bonus
  topUpAction: 'Top up',
  topUpTitle: (title: string) => `Top up ${title}`,
  topUpReason: (floor: string) => `Top-up to ${floor} at the task's median time`,
  topUpPreview: (count: number, floor: string, minutes: string, total: string) =>
    `${count} approved ${count === 1 ? 'submission' : 'submissions'} brought up to ${floor} at the median time (${minutes}): ${total} in all`,
  topUpNothing: 'Every approved submission already pays the minimum at the median time',
  topUpSend: 'Send top-up',
  topUpDone: (awarded: number, failed: number) =>
    `${awarded} topped up (none paid twice), ${failed} failed`,
  failedLoadTopUp: 'Failed to work out the top-up',
  // Staff: Analytics, rates by category
  ratesTitle: 'Hourly rates of approved work by category',
  ratesDescription:
    'Each approved submission’s payout ÷ the minutes it took, by band of the minimum hourly rate.',
  ratesNone: 'No approved work with a measured time yet',
  failedLoadRates: 'Failed to load the hourly rates',
  tasksUnderFloor: (count: number) =>
    `Tasks under the floor at the median time of approved work: ${count}`,
  bandUnder: (floor: string) => `Under ${floor}`,
  bandBetween: (from: string, to: string) => `${from} to ${to}`,
  bandFrom: (from: string) => `${from} or more`,
  medianRate: 'Median rate',
  approvedCount: 'Approved',
};
