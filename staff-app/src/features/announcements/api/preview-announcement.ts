import { useMutation } from '@tanstack/react-query';
import type { AnnouncementAudience } from '@groundtruth/domain/announcements';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** How many active creators `audience` reaches now (admins only). */
export function previewAnnouncement(audience: AnnouncementAudience) {
  return callLazily((c) => c.previewAnnouncement, { audience });
}

/** The dialog's Preview: asked on demand, never cached (the count is "now"). */
export function usePreviewAnnouncement() {
  return useMutation({ mutationFn: previewAnnouncement });
}
