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
  releaseRequestsHourly: (max: number, minutes: number) =>
    `You can e-mail at most ${max} release requests an hour; you can send another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  releaseRequestsDaily: (max: number, minutes: number) =>
    `You can e-mail at most ${max} release requests a day; you can send another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  releaseSignaturesHourly: (max: number, minutes: number) =>
    `You can record at most ${max} releases signed in person an hour; you can record another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  releaseSignaturesDaily: (max: number, minutes: number) =>
    `You can record at most ${max} releases signed in person a day; you can record another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  releaseRequestsBlocked:
    'The person at this e-mail address asked Groundtruth not to send them release requests, so nothing was sent. If they agree to appear, they can sign on your phone instead.',

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
    `A Groundtruth creator whose account gives the name "${creatorName}" (a name they chose, not checked by Groundtruth) says they recorded you for the task "${taskTitle}" and asks for your release. Open the link to read and sign it on your own device. It works for 14 days.`,
  releaseRequestAction: 'Read and sign the release',
  releaseRequestNotMe:
    'If no one recorded you, or you do not want release requests from Groundtruth, tell us once and none will be e-mailed to this address again.',
  releaseRequestNotMeAction: 'This was not me',
  releaseNotMeTitle: 'Stop release requests',
  releaseNotMeBody:
    'If no one recorded you, or you do not want release requests from Groundtruth, confirm below. No release request will be e-mailed to this address again.',
  releaseNotMeButton: 'Stop release requests to this address',
  releaseNotMeDoneTitle: 'Release requests stopped',
  releaseNotMeDoneBody:
    'No release request will be e-mailed to this address again, and the requests already sent to it are closed. Thank you for telling us.',
  releaseNotMeInvalid: 'This link is not valid. Open the link exactly as it was e-mailed to you.',
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
