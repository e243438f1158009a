import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from '@groundtruth/firebase-web/firestore-sdk';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { collections, type CreatorProfile } from '@groundtruth/domain/entities';
import type { NewTaskEmailChoice } from '@groundtruth/domain/new-task-alerts';
import { settingsKeys } from '../settings-keys';

/** The profile fields a creator changes in Settings (new_task_emails: the default when absent). */
export type Preferences = Pick<
  CreatorProfile,
  'chosen_paths' | 'locales' | 'notify_email' | 'notify_push'
> & { new_task_emails: NewTaskEmailChoice };

/**
 * Writes the creator's own creator_profiles document directly: firestore.rules allow exactly
 * these onboarding keys and the new-task e-mail choice, validated (at least one path, known paths, bounded locales).
 */
export async function updatePreferences(userId: string, preferences: Preferences): Promise<void> {
  await updateDoc(doc(await firestore(), collections.creatorProfiles, userId), {
    chosen_paths: preferences.chosen_paths,
    locales: { country: preferences.locales.country, language: preferences.locales.language },
    notify_email: preferences.notify_email,
    notify_push: preferences.notify_push,
    new_task_emails: preferences.new_task_emails,
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
