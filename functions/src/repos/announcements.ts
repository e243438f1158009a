/** announcements/{id}: written only by functions (sendAnnouncement, the sendAnnouncements job). */
import { announcementSchema } from '@groundtruth/domain/announcements';
import { collections } from '@groundtruth/domain/collections';
import { repository } from './base';

export const announcements = repository(collections.announcements, announcementSchema);

/** announcements/{id}/deliveries/{uid}: one per recipient reached, which the job counts. */
export function deliveries(announcementId: string) {
  return announcements.ref(announcementId).collection('deliveries');
}
