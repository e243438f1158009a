/** The words of My Submissions: catalog table creator.submissions (domain/src/i18n/tables.ts). */
export const creatorSubmissionsWords = {
  title: 'My Submissions',
  description: 'Your submitted work, its review and its payout.',
  loading: 'Loading submissions',
  emptyHint: 'Accept a task and submit your work: it shows here while it is reviewed.',
  browseAvailableTasks: 'Browse Available Tasks',
  payout: 'Payout',
  submitted: 'Submitted',
  resubmitWork: 'Resubmit Work',
  reviewNotes: 'Review notes',
  yourNotes: 'Your notes',
  files: 'Files',
  filesOf: (title: string) => `Files of ${title}`,
  youResubmitted: 'You have resubmitted this work.',
  download: 'Download',
  downloadFile: (name: string) => `Download ${name}`,
} as const;
