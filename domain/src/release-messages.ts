/**
 * The words of releases for people in frame: the creator's release step, the signer's page and
 * e-mails, the release PDF, the staff review card and the refusals. A table of its own, so only
 * screens of a with_release task load them.
 */
export const releaseMessages = {
  // The creator's release step on Submit
  releaseStepTitle: 'People in your files',
  peopleCountLabel: 'How many identifiable people appear in your files?',
  releasePersonHeading: (n: number) => `Person ${n}`,
  releaseSignHere: 'Sign on this phone',
  releaseSendLink: 'E-mail them a link',
  releaseSignerName: 'Full name',
  releaseSignerEmail: 'E-mail',
  releaseForMinor: 'The person in frame is a minor; their guardian signs',
  releaseMinorName: "The minor's full name",
  releaseSignature: 'Signature: type your full name',
  releaseSignButton: 'Sign the release',
  releaseSendButton: 'Send the link',
  releaseStatusPending: (email: string) => `Waiting for ${email} to sign`,
  releasesBlockSubmit: 'Submit opens once every person has signed their release.',

  // Refusals (the functions)
  peopleInFrameRequired:
    'Say how many identifiable people appear in your files (0 if no one can be identified).',
  releasesShort: (declared: number, signed: number) =>
    `Each identifiable person needs a signed release: you said ${declared} appear in your files and ${signed} have signed.`,
  releaseNotAttachable:
    'A release you attached is not a signed release of yours for this task, or it is already attached to another submission.',
  taskTakesNoReleases: 'This task allows no identifiable people, so it takes no releases.',
  onlyAdminsChangePeople: 'Only admins can change whether people may appear in a task',

  // The signer's page and e-mails
  releaseTitle: 'Release to appear in a recording',
  releaseStatement: (creatorName: string, taskTitle: string) =>
    `I agree that ${creatorName} may record me for the Groundtruth task "${taskTitle}", and that Groundtruth may deliver the recording to its customers to train and test AI models. I can withdraw this release at any time through the link I was sent; recordings already delivered are not recalled.`,
  releaseStatementMinor: (minorName: string) =>
    `I sign as the parent or legal guardian of ${minorName}, who appears in the recording, and agree on their behalf.`,
  releasePageSign: 'Read the release below. If you agree, fill in your details and sign it.',
  releaseSignedTitle: 'Release signed',
  releaseSignedBody:
    'Thank you. You signed this release. You can withdraw it at any time from this page.',
  releaseAlreadySigned:
    'This release was already signed, so your signature was not recorded. Open the link again to read the signed release or to withdraw it.',
  releaseRevokeButton: 'Withdraw my release',
  releaseRevokedTitle: 'Release withdrawn',
  releaseRevokedBody:
    'You withdrew this release. The recording will be left out of anything delivered from now on.',
  releaseLinkInvalid:
    'This release link is not valid. Open the link exactly as it was e-mailed to you, or ask the person who recorded you to send a new one.',
  releaseLinkExpired:
    'This release link has expired: it could be signed for 14 days. Ask the person who recorded you to send a new one.',
  releaseRequestSubject: 'Please sign a release for a recording',
  releaseRequestBody: (creatorName: string, taskTitle: string) =>
    `${creatorName} recorded you for the Groundtruth task "${taskTitle}" and asks for your release. Open the link to read it and sign it on your own device. The link works for 14 days.`,
  releaseRequestAction: 'Read and sign the release',
  releaseCopySubject: 'Your signed release',
  releaseCopyBody: (taskTitle: string) =>
    `You signed a release for the Groundtruth task "${taskTitle}". You can read it or withdraw it at any time through this link.`,
  releaseCopyAction: 'Read or withdraw your release',

  // The release PDF
  releasePdfSigner: 'Signed by',
  releasePdfEmail: 'E-mail',
  releasePdfSignature: 'Signature',
  releasePdfSignedAt: 'Signed on',
  releasePdfMethod: (method: 'in_person' | 'link') =>
    method === 'in_person'
      ? "Signed in person on the creator's device"
      : 'Signed on their own device through a link sent to this e-mail address',

  // Staff review card
} as const;
