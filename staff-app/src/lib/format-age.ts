/** How long ago `since` was, in the largest whole unit: "3 days", "1 hour", "less than an hour". */
export function formatAge(since: Date, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return 'less than an hour';
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
