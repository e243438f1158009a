/**
 * New-task alerts: when a task is first published, the creators whose chosen paths match its
 * category and who may accept it are told in the bell at once (job `sendNewTaskAlerts`), and by
 * e-mail as their `creator_profiles.new_task_emails` says: each alert as it comes, one daily
 * digest (job `sendNewTaskDigest`), or none. A task unpublished and published again alerts no one
 * twice.
 */
export const newTaskEmailChoices = ['instant', 'daily', 'off'] as const;
export type NewTaskEmailChoice = (typeof newTaskEmailChoices)[number];
/** Absent on a profile: the daily digest. */
export const DEFAULT_NEW_TASK_EMAILS: NewTaskEmailChoice = 'daily';
export const newTaskEmailLabels: Record<NewTaskEmailChoice, string> = {
  instant: 'As they come',
  daily: 'Daily digest',
  off: 'Off',
};
