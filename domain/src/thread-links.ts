/**
 * Where a thread opens: the creator's Messages page or the staff's, with `?thread=<id>` (paths.ts).
 * Apart from threads.ts so the bell and the functions' notices carry no zod.
 */
import { paths } from './paths';

/** A link that opens one thread on its side's Messages page. */
export type ThreadLink = `${typeof paths.messages | typeof paths.adminMessages}?thread=${string}`;

/** The link that opens `threadId` for `side`: the creator's page, or the staff's. */
export function threadLink(side: 'creator' | 'staff', threadId: string): ThreadLink {
  const page = side === 'creator' ? paths.messages : paths.adminMessages;
  return `${page}?${new URLSearchParams({ thread: threadId }).toString()}` as ThreadLink;
}
