import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { settingsKeys } from '../settings-keys';

/**
 * Changes the creator's name through the updateProfileName callable: users/{uid} is not
 * client-writable. The Functions SDK loads on the first save, not with the screen.
 */
export async function updateProfileName(name: string): Promise<void> {
  await callLazily((c) => c.updateProfileName, { name });
  // The session shows Auth's displayName, which the callable changed on the server: reload the
  // user and refresh the token so the session (and every screen greeting by name) sees it.
  // The name is saved either way: a failed refresh only leaves the old name shown until the next
  // token refresh, so it is logged rather than reported as a failed save.
  await refreshSessionUser().catch((error: unknown) =>
    console.warn('[settings] could not refresh the signed-in user', error),
  );
}

async function refreshSessionUser(): Promise<void> {
  const { firebaseAuth } = await import('@groundtruth/firebase-web/auth');
  const user = (await firebaseAuth()).currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/** Saves the name, then reads the settings again. */
export function useUpdateProfileName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.detail(userId) }),
  });
}
