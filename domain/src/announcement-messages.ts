/**
 * The words of announcements: the callables' refusals, the creator's announcements thread, and the
 * admin's "Send announcement" dialog. A table of its own beside `messages`, so a screen that shows
 * none of them does not carry them.
 */
export const announcementMessages = {
  // previewAnnouncement and sendAnnouncement's refusals
  onlyAdminsSendAnnouncements: 'Only admins can send announcements',
  announcementRequestReused:
    'requestId: this request id was already used for a different announcement; start a new one',
  // The creator's side: the thread every announcement is written into
  announcementsThreadSubject: 'Announcements',
  // Staff: the dialog on the Users page
  sendAnnouncementAction: 'Send announcement',
  announcementDialogTitle: 'Send an announcement',
  announcementDialogDescription:
    'One message to a group of creators: in their Messages, and by e-mail to those who chose e-mail.',
  announcementAudienceLabel: 'Audience',
  announcementAudienceAll: 'All active creators',
  announcementAudienceTask: 'Creators who accepted or submitted to a task',
  announcementAudienceQualification: 'Holders of a qualification',
  announcementAudienceLocale: 'Creators by country and language',
  announcementTaskLabel: 'Task',
  announcementQualificationLabel: 'Qualification',
  announcementCountryLabel: 'Country',
  announcementLanguageLabel: 'Language',
  announcementAnyCountry: 'Any country',
  announcementAnyLanguage: 'Any language',
  announcementLocaleNeedsOne: 'Give a country, a language or both',
  announcementPickTask: 'Choose a task',
  announcementPickQualification: 'Choose a qualification',
  announcementSubjectLabel: 'Subject',
  announcementTextLabel: 'Message',
  announcementSubjectRequired: 'Give the announcement a subject',
  announcementTextRequired: 'Write the message creators will read',
  previewAnnouncementAction: 'Preview',
  announcementReach: (count: number) =>
    `This announcement will reach ${count.toLocaleString('en-US')} ${count === 1 ? 'creator' : 'creators'}`,
  announcementPreviewFirst: 'Preview the audience before sending',
  sendAnnouncementConfirm: 'Send',
  announcementQueued: (count: number) =>
    `Announcement on its way to ${count.toLocaleString('en-US')} ${count === 1 ? 'creator' : 'creators'}: each gets it in Messages, and by e-mail if they chose e-mail`,
  announcementAlreadyQueued: 'This announcement was already sent; nobody gets it twice',
};
