/**
 * The words of customer invitations (customer-invitations.ts): on the staff's dialog, the
 * invitation page and in the functions. A module of its own, free of zod, so a screen that shows
 * them loads no schema.
 */
import { organizationMessages } from './organization-messages';

export const invitationMessages = {
  // The Users screen's words (its button, customers and organisations) are invitations' too.
  ...organizationMessages,
  inviteIntro: 'They get an e-mail with a link that creates their account in the organisation.',
  organizationLabel: 'Organisation',
  newOrganization: 'New organisation…',
  organizationNameLabel: 'New organisation’s name',
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  pageTitle: 'Join your organisation on Groundtruth',
  pageIntro: (email: string, organization: string) =>
    `You are invited to order datasets for ${organization} as ${email}.`,
  createAccount: 'Create account',
  loadingInvitation: 'Loading invitation',
  invalid: 'This invitation link is not valid. Ask whoever invited you for a new one.',
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
  used: 'This invitation has already been used. Sign in with its e-mail address instead.',
  organizationRequired: 'Choose an organisation, or name a new one',
  organizationNotFound: 'That organisation does not exist',
  alreadyHasAccount: 'An account with this e-mail address already exists',
  mailSubject: (organization: string) => `You are invited to ${organization} on Groundtruth`,
  /** The e-mail's words (always English: the person has no profile yet). */
  mailBody: (organization: string, days: number) =>
    `You are invited to order datasets for ${organization} on Groundtruth. The link below creates your account; it works once, for ${days} days.`,
  mailAction: 'Create your account',
  mailNotExpected: 'Not expecting this? Ignore this e-mail: no account is made without the link.',

  // Invite customer's own words (the staff's dialog).
  emailLabel: 'E-mail',
  emailRequired: 'Enter the e-mail address of the person to invite',
  chooseOrganization: 'Choose an organisation',
  loadingOrganizationChoices: 'Loading organisations…',
  organizationNameRequired: 'Enter the new organisation’s name',
} as const;
