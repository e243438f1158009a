import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import {
  collections,
  creatorProfileSchema,
  userSchema,
  type CreatorProfile,
} from '@groundtruth/domain/entities';
import { settingsKeys } from '../settings-keys';

/** What Settings shows: the name and e-mail (users/{uid}) and the onboarding answers. */
export interface CreatorSettings {
  name: string;
  email: string;
  profile: CreatorProfile;
}

/** Reads users/{uid} and creator_profiles/{uid}: two documents. */
export async function getSettings(userId: string): Promise<CreatorSettings> {
  const db = await firestore();
  const [user, profile] = await Promise.all([
    fetchDoc(db, `${collections.users}/${userId}`, userSchema),
    fetchDoc(db, `${collections.creatorProfiles}/${userId}`, creatorProfileSchema),
  ]);
  // createAccount writes both in one transaction: a missing one is an account to repair.
  if (!user || !profile) throw new Error('This account has no creator profile');
  return { name: user.name, email: user.email, profile };
}

export const settingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: settingsKeys.detail(userId), queryFn: () => getSettings(userId) });

/** The creator's settings. */
export function useSettings(userId: string) {
  return useQuery(settingsQueryOptions(userId));
}
