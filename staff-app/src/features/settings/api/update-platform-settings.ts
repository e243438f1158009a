import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { platformSettingsKeys } from '../../../lib/platform-settings';

/** What the settings screen sends: updatePlatformSettingsInput's fields. */
export type UpdatePlatformSettingsInput = CallableInput<typeof callables.updatePlatformSettings>;

/** Saves the settings through the updatePlatformSettings callable (admins only, audited). */
export function updatePlatformSettings(input: UpdatePlatformSettingsInput) {
  return callLazily((c) => c.updatePlatformSettings, input);
}

/** Saves the settings; every screen reading them reads them again. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformSettingsKeys.all }),
  });
}
