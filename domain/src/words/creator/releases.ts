import { peopleMessages } from '../../people-messages';
import { releaseCardMessages as card } from '../../release-card-messages';
import { releaseMessages as r } from '../../release-messages';

/**
 * The words of the release step a creator goes through on Submit Your Work, by reference (the
 * English is releaseMessages'): catalog table creator.releases (domain/src/i18n/tables.ts). The
 * release's own statement stays English: it is the text the signed PDF holds.
 */
export const creatorReleasesWords = {
  peopleWithReleaseNote: peopleMessages.peopleWithReleaseNote,
  releaseStepTitle: r.releaseStepTitle,
  peopleCountLabel: r.peopleCountLabel,
  releasePersonHeading: r.releasePersonHeading,
  releaseSignHere: r.releaseSignHere,
  releaseSendLink: r.releaseSendLink,
  releaseSignerName: r.releaseSignerName,
  releaseSignerEmail: r.releaseSignerEmail,
  releaseForMinor: r.releaseForMinor,
  releaseMinorName: r.releaseMinorName,
  releaseSignature: r.releaseSignature,
  releaseSignButton: r.releaseSignButton,
  releaseSendButton: r.releaseSendButton,
  releaseStatusPending: r.releaseStatusPending,
  releaseStatusSigned: card.releaseStatusSigned,
  releaseStatusRevoked: card.releaseStatusRevoked,
  releasesBlockSubmit: r.releasesBlockSubmit,
  peopleInFrameRequired: r.peopleInFrameRequired,
} as const;
