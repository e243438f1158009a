/**
 * notificationSchema's check (domain/src/entities.ts) without zod: the bell is in the shell, which
 * otherwise loads no zod, so the schema's runtime would be a second copy on
 * every dashboard page next to the remote's. notification-parser.test.ts holds it to the schema.
 */
import { notificationKinds, type NotificationKind } from '@groundtruth/domain/constants';
import type { Notification } from '@groundtruth/domain/entities';
import type { TimestampLike } from '@groundtruth/domain/timestamp';

const kinds: readonly string[] = notificationKinds;

function isTimestamp(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).toMillis === 'function' &&
    typeof (value as TimestampLike).seconds === 'number'
  );
}

/** `in_locales` as noticeInLocaleSchema's record: each locale's title and body, and its moment's words. */
function isInLocales(value: unknown): value is Notification['in_locales'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value as Record<string, unknown>).every((said) => {
    const s = (typeof said === 'object' && said !== null ? said : null) as Record<
      string,
      unknown
    > | null;
    return (
      s !== null &&
      typeof s.title === 'string' &&
      typeof s.body === 'string' &&
      (s.at_text === undefined || typeof s.at_text === 'string')
    );
  });
}

/** Each locale's words with only the schema's keys. */
function wordsOf(value: NonNullable<Notification['in_locales']>): Notification['in_locales'] {
  return Object.fromEntries(
    Object.entries(value).map(([locale, { title, body, at_text }]) => [
      locale,
      { title, body, ...(at_text === undefined ? {} : { at_text }) },
    ]),
  );
}

/** Parses a notifications document as notificationSchema does (unknown keys dropped); throws if malformed. */
export const notificationParser = {
  parse(data: unknown): Notification {
    const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const problems = [
      typeof d.user_id === 'string' && d.user_id.length > 0 ? null : 'user_id',
      typeof d.kind === 'string' && kinds.includes(d.kind) ? null : 'kind',
      ...(['title', 'body', 'link', 'entity_id'] as const).map((key) =>
        typeof d[key] === 'string' ? null : key,
      ),
      typeof d.read === 'boolean' ? null : 'read',
      isTimestamp(d.created_at) ? null : 'created_at',
      d.at === undefined || isTimestamp(d.at) ? null : 'at',
      d.at_text === undefined || typeof d.at_text === 'string' ? null : 'at_text',
      d.in_locales === undefined || isInLocales(d.in_locales) ? null : 'in_locales',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`Malformed notification: ${problems.join(', ')}`);
    return {
      user_id: d.user_id as string,
      kind: d.kind as NotificationKind,
      title: d.title as string,
      body: d.body as string,
      link: d.link as string,
      entity_id: d.entity_id as string,
      read: d.read as boolean,
      created_at: d.created_at as TimestampLike,
      ...(d.at === undefined ? {} : { at: d.at as TimestampLike }),
      ...(d.at_text === undefined ? {} : { at_text: d.at_text as string }),
      ...(d.in_locales === undefined
        ? {}
        : { in_locales: wordsOf(d.in_locales as NonNullable<Notification['in_locales']>) }),
    };
  },
};
