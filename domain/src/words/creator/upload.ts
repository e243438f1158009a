/**
 * The words of the files chosen on Submit Your Work (their rows, progress and media checks):
 * catalog table creator.upload (domain/src/i18n/tables.ts). Loaded with the list, not the page.
 */
export const creatorUploadWords = {
  chosenFiles: 'Chosen files',
  uploaded: 'Uploaded',
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
  uploadProgressOf: (name: string) => `Upload progress of ${name}`,
  checking: (name: string) => `Checking ${name} on your device…`,
  notChecked: 'This file could not be checked on your device; it is checked when you submit.',
  notMedia: 'Not a video, audio, image or document file',
  requirementsFor: (name: string) => `Requirements for ${name}`,
  meets: 'Meets: ',
  doesNotMeet: 'Does not meet: ',
  announceFailed: (name: string, failed: string) =>
    `${name} does not meet this task’s requirements: ${failed}.`,
  announceUnread: (name: string) => `${name} could not be read.`,
  announceMeets: (name: string) => `${name} meets this task’s requirements.`,
  announceChecked: (name: string, facts: string) => `${name} checked: ${facts}.`,
} as const;
