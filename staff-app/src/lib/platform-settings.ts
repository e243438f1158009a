/**
 * The marketplace's clock, platform_settings/operations: the review limits and the
 * default working time. The overview, Review Submissions, Create Task and the settings screen
 * all read it, so it lives with the app, under one query key every screen shares.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_SETTINGS_DOC } from '@groundtruth/domain/constants';
import {
  collections,
  platformSettingsSchema,
  type PlatformSettings,
} from '@groundtruth/domain/entities';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';

/** Query keys of the settings document. Staff keys start with 'staff' (one shared QueryClient). */
export const platformSettingsKeys = {
  all: ['staff', 'platform-settings'] as const,
  detail: () => [...platformSettingsKeys.all, PLATFORM_SETTINGS_DOC] as const,
};

/** The settings in force: the document, or the defaults until an admin first saves it. */
export async function getPlatformSettings(): Promise<PlatformSettings> {
  const saved = await fetchDoc(
    await firestore(),
    `${collections.platformSettings}/${PLATFORM_SETTINGS_DOC}`,
    platformSettingsSchema,
  );
  if (!saved) return { ...DEFAULT_PLATFORM_SETTINGS, updated_at: null, updated_by: null };
  const { id: _id, ...settings } = saved;
  return settings;
}

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: platformSettingsKeys.detail(),
    queryFn: getPlatformSettings,
    // Changed rarely, and only by admins on the settings screen, which refreshes it.
    staleTime: 60_000,
  });

/** The platform settings (one document read, shared by every screen that needs them). */
export function usePlatformSettings() {
  return useQuery(platformSettingsQueryOptions());
}

/** When a submission becomes overdue: pending since before `now` − the overdue limit. */
export function overdueCutoff(
  settings: Pick<PlatformSettings, 'review_overdue_days'>,
  now: Date = new Date(),
): Date {
  return new Date(now.getTime() - settings.review_overdue_days * 86_400_000);
}
