/**
 * The review reasons in force until an admin first changes the list (platform settings'
 * review_reasons): a module of its own, so only the screens and functions that offer or check
 * reasons carry their words.
 */
import type { ReviewReason } from './review-reasons';

/** The reasons in force until an admin first changes the list. */
export const DEFAULT_REVIEW_REASONS: readonly ReviewReason[] = [
  {
    code: 'requirements_not_met',
    label: 'Requirements not met',
    guidance:
      "The work does not meet one of the task's written requirements. Read the task's requirements again and check each one before you submit.",
  },
  {
    code: 'wrong_subject',
    label: 'Wrong subject',
    guidance:
      'The work shows something other than what the task asks for. Record exactly the subject the task describes.',
  },
  {
    code: 'poor_quality',
    label: 'Poor quality',
    guidance:
      'The picture or sound is too dark, blurred, shaky or noisy to use. Record in good light, hold the camera steady and keep background noise low.',
  },
  {
    code: 'incomplete',
    label: 'Incomplete',
    guidance:
      'Part of what the task asks for is missing, or the recording stops early. Cover every step the task lists, from start to end.',
  },
  {
    code: 'duplicate',
    label: 'Duplicate',
    guidance:
      'The same work was already submitted, here or for another task. Submit new work recorded for this task.',
  },
  {
    code: 'not_original',
    label: 'Not original',
    guidance:
      'The work was not captured by you for this task (downloaded, generated or copied). Submit only what you recorded yourself.',
  },
  {
    code: 'prohibited_content',
    label: 'Prohibited content',
    guidance:
      'The work contains content the terms do not allow. Read the terms and leave such content out.',
  },
  {
    code: 'people_without_consent',
    label: 'People without consent',
    guidance:
      'A person who can be identified appears without their agreement. Record only people who agreed, or keep others out of the picture.',
  },
  {
    code: 'other',
    label: 'Other',
    guidance: "The reviewer's notes say what was wrong and what to change.",
  },
];
