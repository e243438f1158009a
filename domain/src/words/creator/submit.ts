/** The words of Submit Your Work: catalog table creator.submit (domain/src/i18n/tables.ts). */
export const creatorSubmitWords = {
  title: 'Submit Your Work',
  description: 'Upload your files, add notes if you like, and confirm the work is yours.',
  browseAvailableTasks: 'Browse Available Tasks',
  goToMySubmissions: 'Go to My Submissions',
  loadingTask: 'Loading task',
  fileRequirements: 'File requirements',
  submitWorkForm: 'Submit work',
  overallProgress: 'Overall upload progress',
  notes: 'Notes (optional)',
  cancelUpload: 'Cancel upload',
  cancel: 'Cancel',
  submitWork: 'Submit Work',
  overall: 'Overall',
  /** The file picker's words beside `messages`' (its zone and refusals). */
  files: 'Files',
  filesNotAdded: 'Some files were not added',
  /** What the picker takes, listed: "Video, audio, images, PDF, plain text or Markdown". */
  kinds: {
    video: ['video'],
    audio: ['audio'],
    image: ['images'],
    document: ['PDF', 'plain text', 'Markdown'],
  },
  or: 'or',
} as const;
