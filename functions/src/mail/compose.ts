/**
 * An e-mail as the outbox stores it: the notification's title as subject, its body,
 * a link to the screen concerned, and a one-click unsubscribe link and headers (RFC 2369 and
 * RFC 8058) signed for the recipient. Plain text and a minimal HTML twin, every value escaped.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { serverMessages } from '@groundtruth/domain/server-messages';
import type { Mail } from '@groundtruth/domain/mail';
import { appUrl, unsubscribeUrl } from './config';
import { unsubscribeToken } from './unsubscribe-token';

export interface MailContent {
  userId: string;
  title: string;
  body: string;
  /** The app path of the screen concerned. */
  link: string;
  /** A security notice: sent whatever the preference, and it says so. */
  security: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The one-click unsubscribe address of `userId`. */
export function unsubscribeLink(userId: string): string {
  return `${unsubscribeUrl()}?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** The `message` of a mail document. */
export function composeMessage(content: MailContent): Mail['message'] {
  const open = `${appUrl()}${content.link}`;
  const unsubscribe = unsubscribeLink(content.userId);
  const footer = content.security
    ? serverMessages.mailFooterSecurity
    : serverMessages.mailFooterNotifications;
  const text = [
    content.body,
    '',
    `${serverMessages.mailOpenApp}: ${open}`,
    '',
    '--',
    footer,
    `${serverMessages.mailUnsubscribe}: ${unsubscribe}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(content.title)}</h1>`,
    // A body's lines (a review's reason, notes and moments) stay lines.
    `<p>${escapeHtml(content.body).replaceAll('\n', '<br>')}</p>`,
    `<p><a href="${escapeHtml(open)}">${escapeHtml(serverMessages.mailOpenApp)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(serverMessages.mailUnsubscribe)}</a></p>`,
    '</body></html>',
  ].join('');
  return {
    subject: content.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The `message` of a verification e-mail: the product's own /auth/action link for `oobCode`. No
 * unsubscribe link: it is sent once, on request, and stops when the address is verified.
 */
export function composeVerificationMessage(oobCode: string): Mail['message'] {
  const link = `${appUrl()}/auth/action?${new URLSearchParams({ mode: 'verifyEmail', oobCode })}`;
  const text = [
    serverMessages.mailVerifyBody,
    '',
    `${serverMessages.mailVerifyAction}: ${link}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(serverMessages.mailVerifySubject)}</h1>`,
    `<p>${escapeHtml(serverMessages.mailVerifyBody)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(serverMessages.mailVerifyAction)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: serverMessages.mailVerifySubject, text, html };
}

/** The `delivery` of a new outbox document: due at once, deliverMail picks it up on its next run. */
export function pendingDelivery() {
  return {
    state: 'PENDING' as const,
    attempts: 0,
    error: null,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    info: null,
    due_at: FieldValue.serverTimestamp(),
    lease_id: null,
  };
}
