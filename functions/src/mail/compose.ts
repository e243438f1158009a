/**
 * An e-mail as the outbox stores it: the notification's title as subject, its body,
 * a link to the screen concerned, and a one-click unsubscribe link and headers (RFC 2369 and
 * RFC 8058) signed for the recipient. Plain text and a minimal HTML twin, every value escaped.
 * The frame (the link's words, the footer) is in the recipient's language (mail-words.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Mail } from '@groundtruth/domain/mail';
import type { Locale } from '@groundtruth/domain/i18n/locales';
import { mailWordsIn } from '@groundtruth/domain/i18n/mail';
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

/** `<html>`, with the language of an e-mail in another one. */
const htmlStart = (locale: Locale) => (locale === 'en' ? '<html>' : `<html lang="${locale}">`);

/** The `message` of a mail document, its frame in `locale`. */
export function composeMessage(content: MailContent, locale: Locale = 'en'): Mail['message'] {
  const words = mailWordsIn(locale);
  const open = `${appUrl()}${content.link}`;
  const unsubscribe = unsubscribeLink(content.userId);
  const footer = content.security ? words.footerSecurity : words.footerNotifications;
  const text = [
    content.body,
    '',
    words.openAppAt(open),
    '',
    '--',
    footer,
    words.unsubscribeAt(unsubscribe),
  ].join('\n');
  const html = [
    `<!doctype html>${htmlStart(locale)}<body style="font-family:sans-serif;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(content.title)}</h1>`,
    // A body's lines (a review's reason, notes and moments) stay lines.
    `<p>${escapeHtml(content.body).replaceAll('\n', '<br>')}</p>`,
    `<p><a href="${escapeHtml(open)}">${escapeHtml(words.openApp)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>`,
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
export function composeVerificationMessage(
  oobCode: string,
  locale: Locale = 'en',
): Mail['message'] {
  const words = mailWordsIn(locale);
  const link = `${appUrl()}/auth/action?${new URLSearchParams({ mode: 'verifyEmail', oobCode })}`;
  const text = [words.verifyBody, '', words.verifyAt(link)].join('\n');
  const html = [
    `<!doctype html>${htmlStart(locale)}<body style="font-family:sans-serif;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(words.verifySubject)}</h1>`,
    `<p>${escapeHtml(words.verifyBody)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.verifyAction)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: words.verifySubject, text, html };
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
