import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from '@groundtruth/firebase-web/firestore-sdk';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { collections, type CreatorProfile } from '@groundtruth/domain/entities';
import { settingsKeys } from '../settings-keys';

/** The profile fields a creator changes in Settings. */
export type Preferences = Pick<
  CreatorProfile,
  'chosen_paths' | 'locales' | 'notify_email' | 'notify_push'
>;

/**
 * Writes the creator's own creator_profiles document directly: firestore.rules allow exactly
 * these onboarding keys, validated (at least one path, known paths, bounded locales).
 */
export async function updatePreferences(userId: string, preferences: Preferences): Promise<void> {
  await updateDoc(doc(await firestore(), collections.creatorProfiles, userId), {
    chosen_paths: preferences.chosen_paths,
    locales: { country: preferences.locales.country, language: preferences.locales.language },
    notify_email: preferences.notify_email,
    notify_push: preferences.notify_push,
  });
}

/** Saves the preferences, then reads the settings again. */
export function useUpdatePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => updatePreferences(userId, preferences),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.detail(userId) }),
  });
}
