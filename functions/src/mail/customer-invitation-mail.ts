/**
 * The e-mail of a customer invitation: the link to the product's invitation page
 * (`/invitation?token=…` at the app's address, as the verification e-mail links /auth/action),
 * which creates the account. Always in English: the person has no profile, so no language, yet.
 * No unsubscribe link: it is sent once, on an admin's request, to the address the link is for.
 */
import {
  CUSTOMER_INVITATION_DAYS,
  invitationMessages,
} from '@groundtruth/domain/customer-invitations';
import type { Mail } from '@groundtruth/domain/mail';
import { paths } from '@groundtruth/domain/paths';
import { escapeHtml } from './compose';
import { appUrl } from './config';

/** The address of the invitation page for `token`. */
export function invitationLink(token: string): string {
  return `${appUrl()}${paths.invitation}?${new URLSearchParams({ token })}`;
}

/** The `message` of the invitation `token` opens, into `organizationName`. */
export function composeInvitationMessage(token: string, organizationName: string): Mail['message'] {
  const link = invitationLink(token);
  const subject = invitationMessages.mailSubject(organizationName);
  const body = invitationMessages.mailBody(organizationName, CUSTOMER_INVITATION_DAYS);
  const text = [
    body,
    '',
    `${invitationMessages.mailAction}: ${link}`,
    '',
    '--',
    invitationMessages.mailNotExpected,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(invitationMessages.mailAction)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(invitationMessages.mailNotExpected)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
