/**
 * Notifications and their e-mails: written in the transaction of the event
 * they report, so a creator is told of a review, a payout or an expiry exactly when it happens
 * and never of one that was rolled back. The id is derived from the event, so a retried
 * transaction or a second run of a job writes the same document instead of a second one.
 *
 * The e-mail is a `mail` document with the notification's id (the outbox deliverMail sends),
 * written only when the recipient wants e-mail (creator_profiles.notify_email) — or always, for
 * a security notice. Firestore transactions read before they write, so the event reads its
 * recipient with `readRecipient` among its other reads and hands it to `notify`.
 *
 * The e-mail is in the creator's language (creator_profiles.locales.language): its frame always,
 * and its subject and body when the event says how they read there (`inLanguage`). The bell's
 * notification keeps the event's English words (staff and older readers read them) and, for a
 * creator, the same words in every other locale (`in_locales`), so the bell shows the one the
 * creator reads now and follows a change of language without a reload.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { securityNotificationKinds, type NotificationKind } from '@groundtruth/domain/constants';
import { collections, creatorProfileSchema, userSchema } from '@groundtruth/domain/entities';
import type { Mail } from '@groundtruth/domain/mail';
import type { OrderLink } from '@groundtruth/domain/order-paths';
import type { AppPath } from '@groundtruth/domain/paths';
import type { ThreadLink } from '@groundtruth/domain/thread-links';
import { localeOfLanguage, locales, type Locale } from '@groundtruth/domain/i18n/locales';
import type { NoticeInLocale } from '@groundtruth/domain/notifications';
import { mailWordsIn } from '@groundtruth/domain/i18n/mail';
import type { MailWords } from '@groundtruth/domain/mail-words';
import { db } from '../core/app';
import { composeMessage, pendingDelivery } from './compose';
import { formatDateTimeUtcIn } from './mail-format';

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** The document the event concerns (submission, payout or acceptance id). */
  entityId: string;
  title: string;
  body: string;
  /** The screen concerned: a route, one thread on its side's Messages page, or one order. */
  link: AppPath | ThreadLink | OrderLink;
  /**
   * Distinguishes two events of one kind on one document (e.g. the second review of a
   * resubmitted submission is a new submission id, but an appeal re-reviews the same one).
   */
  occurrence?: string;
  /**
   * A moment the body names, and its words there (written in UTC, formatDateTimeUtc): the bell
   * writes it again in the reader's zone (inReadersZone); an e-mail keeps the UTC words.
   */
  moment?: { millis: number; text: string };
  /**
   * The e-mail's subject and body in another language, from the e-mail words of that language
   * (mail-words.ts); what a person wrote (a task's title, a reviewer's notes) goes in as it is.
   * Without it, the e-mail says `title` and `body` whatever the language.
   */
  inLanguage?: (words: MailWords, locale: Exclude<Locale, 'en'>) => { title: string; body: string };
}

/** Whom a notification goes to, as read in the event's transaction. */
export interface Recipient {
  userId: string;
  /** The address to e-mail; null for a deleted (or missing) account. */
  email: string | null;
  /** creator_profiles.notify_email: e-mail notifications on. */
  wantsEmail: boolean;
  /** The language of their e-mails (creator_profiles.locales.language); English if unknown. */
  locale?: Locale;
  /** A staff member: their notices are in English only, as their screens are. */
  staff?: boolean;
  /**
   * The account was deleted (its users document is a tombstone): an event that commits after the
   * deletion, e.g. a review racing it, tells nobody, since the deletion's clean-up has already run
   * or will not see it.
   */
  deleted?: boolean;
}

/** Reads `userId`'s address and e-mail preference in `tx` (one round trip, two documents). */
export async function readRecipient(tx: Transaction, userId: string): Promise<Recipient> {
  const [userSnap, profileSnap] = await tx.getAll(
    db().collection(collections.users).doc(userId),
    db().collection(collections.creatorProfiles).doc(userId),
  );
  const user = userSnap?.exists ? userSchema.safeParse(userSnap.data()) : null;
  const profile = profileSnap?.exists ? creatorProfileSchema.safeParse(profileSnap.data()) : null;
  const reachable =
    user?.success && user.data.status !== 'deleted' && user.data.email.includes('@');
  return {
    userId,
    email: reachable && user?.success ? user.data.email : null,
    wantsEmail: profile?.success === true && profile.data.notify_email,
    // A code, or a label stored before the codes ('French'), read as its locale; staff's
    // e-mails stay English.
    locale:
      user?.success && user.data.role === 'creator'
        ? localeOfLanguage(profile?.success ? profile.data.locales.language : null)
        : 'en',
    staff: user?.success === true && user.data.role !== 'creator',
    deleted: userSnap?.get('status') === 'deleted',
  };
}

/** The language of `uid`'s e-mails, read outside a transaction (a page, a one-off e-mail). */
export async function mailLocaleOf(uid: string): Promise<Locale> {
  const profile = await db().collection(collections.creatorProfiles).doc(uid).get();
  const language: unknown = profile.get('locales.language');
  return localeOfLanguage(typeof language === 'string' ? language : null);
}

/** The notification's id (and its e-mail's): one per (kind, entity, occurrence). */
export function notificationId(event: Pick<NotificationEvent, 'kind' | 'entityId' | 'occurrence'>) {
  return [event.kind, event.entityId, event.occurrence].filter(Boolean).join('_');
}

/**
 * Adds the notification to `tx` (set, so the same event twice stays one document), and its
 * e-mail when `recipient` wants one; returns the notification's id. A deleted account is told
 * nothing: nothing is written.
 */
export function notify(tx: Transaction, event: NotificationEvent, recipient: Recipient): string {
  const id = notificationId(event);
  if (recipient.userId === event.userId && recipient.deleted) return id;
  tx.set(db().collection(collections.notifications).doc(id), {
    user_id: event.userId,
    kind: event.kind,
    title: event.title,
    body: event.body,
    link: event.link,
    entity_id: event.entityId,
    read: false,
    created_at: FieldValue.serverTimestamp(),
    ...(event.moment
      ? { at: Timestamp.fromMillis(event.moment.millis), at_text: event.moment.text }
      : {}),
    ...(event.inLanguage && !recipient.staff ? { in_locales: inLocales(event) } : {}),
  });
  const security = securityNotificationKinds.includes(event.kind);
  if (recipient.userId === event.userId && recipient.email && (recipient.wantsEmail || security)) {
    queueMail(tx, id, {
      to: recipient.email,
      userId: event.userId,
      kind: event.kind,
      message: composeMessage(
        { ...event, ...mailText(event, recipient.locale), security },
        recipient.locale,
      ),
    });
  }
  return id;
}

/** The e-mail's subject and body in `locale`. */
function mailText(event: NotificationEvent, locale: Locale = 'en') {
  if (locale === 'en' || !event.inLanguage) return { title: event.title, body: event.body };
  return event.inLanguage(mailWordsIn(locale), locale);
}

/**
 * The notice in every locale but English: its title and body, and the words of its moment there
 * (written in UTC as the body writes them, formatDateTimeUtcIn) for the bell to rewrite in the
 * reader's zone.
 */
function inLocales(event: NotificationEvent): Partial<Record<Locale, NoticeInLocale>> {
  const said: Partial<Record<Locale, NoticeInLocale>> = {};
  for (const locale of locales) {
    if (locale === 'en') continue;
    const { title, body } = mailText(event, locale);
    const atText = event.moment ? formatDateTimeUtcIn(locale, event.moment.millis) : null;
    said[locale] = { title, body, ...(atText && body.includes(atText) ? { at_text: atText } : {}) };
  }
  return said;
}

/** Adds `mail/{id}` to the outbox in `tx`, due at once (deliverMail sends it). */
export function queueMail(
  tx: Transaction,
  id: string,
  mail: { to: string; userId: string; kind: NotificationKind; message: Mail['message'] },
): void {
  tx.set(db().collection(collections.mail).doc(id), {
    to: mail.to,
    message: mail.message,
    user_id: mail.userId,
    kind: mail.kind,
    created_at: FieldValue.serverTimestamp(),
    delivery: pendingDelivery(),
  });
}
