import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithId } from '@groundtruth/domain/converter';
import { userSchema, type User } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** The users whose e-mail, or a word of whose name, starts with the text, and whether more match than are shown. */
export interface UserSearchResult {
  users: WithId<User>[];
  /** One of the two queries filled its page: typing more narrows the search. */
  truncated: boolean;
}

/**
 * Two indexed queries (the e-mail's start, the start of any word of the name), each one page,
 * merged without duplicates: e-mail matches first, then name matches. Bounded at two pages
 * however many users.
 */
export async function searchUsers(text: string): Promise<UserSearchResult> {
  const db = await firestore();
  const [byEmail, byName] = await Promise.all([
    fetchPage(db, screenQueries.usersByEmail(text), userSchema),
    fetchPage(db, screenQueries.usersByName(text), userSchema),
  ]);
  const seen = new Set<string>();
  const users = [...byEmail.items, ...byName.items].filter((user) => {
    if (seen.has(user.id)) return false;
    seen.add(user.id);
    return true;
  });
  return { users, truncated: byEmail.next !== null || byName.next !== null };
}

export const searchUsersQuery = (text: string) =>
  queryOptions({
    queryKey: usersKeys.search(text),
    queryFn: () => searchUsers(text),
    // One entry per text typed, of no use on a return visit: not kept (platform/query-persistence).
    meta: { persist: false },
  });

/** The search's results (the previous ones while the next load); idle while `text` is empty. */
export function useSearchUsers(text: string) {
  return useQuery({
    ...searchUsersQuery(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
