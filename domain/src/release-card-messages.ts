/**
 * The few release words staff screens show (the task form's people field, the review card's
 * releases): apart from releaseMessages, so a staff screen's first view carries none of the
 * creator's release step or the signer's page.
 */
export const releaseCardMessages = {
  peopleFieldLabel: 'Identifiable people in the files',
  peopleNone: 'No identifiable people',
  peopleWithRelease: 'People may appear, each with a signed release',
  releaseStatusSigned: (name: string) => `Signed by ${name}`,
  releaseStatusRevoked: (name: string) => `${name} withdrew their release`,
  releasesHeading: (count: number) => `Releases (${count})`,
  openReleasePdf: 'Open release PDF',
  releaseRevokedFlag:
    'A person in these files withdrew their release: this submission is left out of dataset exports.',
} as const;
