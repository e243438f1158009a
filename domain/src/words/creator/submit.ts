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
} as const;
