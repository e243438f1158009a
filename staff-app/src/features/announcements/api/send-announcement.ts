import { useMutation } from '@tanstack/react-query';
import type { SendAnnouncementInput } from '@groundtruth/domain/announcements';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** Queues the announcement; the same requestId again returns the first, `created: false`. */
export function sendAnnouncement(input: SendAnnouncementInput) {
  return callLazily((c) => c.sendAnnouncement, input);
}

/** The dialog's Send: nothing a staff list shows changes with it. */
export function useSendAnnouncement() {
  return useMutation({ mutationFn: sendAnnouncement });
}
