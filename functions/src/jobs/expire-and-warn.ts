/**
 * A job that ends dated records and warns of the end beforehand, in two passes, the most overdue
 * first: records past their end are expired, then records ending within the warning window are
 * announced once. Expiring first means the warning pass does not meet records already past their
 * time. Each record is re-read and re-checked in its own transaction by `expireOne` and `warnOne`,
 * so overlapping runs, or a change made meanwhile, change nothing twice. Both passes share one
 * run's time budget.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import type { Job } from './job';
import { addReports, forEachDue, runDeadline } from './pages';

/** What an expire-and-warn job expires and warns of, and how. */
export interface ExpireAndWarn {
  name: string;
  everyMinutes: number;
  /** The records past their end at `now`, most overdue first. */
  expired: (now: Date) => ListQuery;
  /** The records ending before `until`, soonest first. */
  expiring: (until: Date) => ListQuery;
  /** How long before its end a record is announced. */
  warnWithinMs: number;
  /** Expires one record if it is still due at `now`; resolves whether it changed anything. */
  expireOne: (doc: QueryDocumentSnapshot, now: Date) => Promise<boolean>;
  /** Announces one record's end once, if still due; resolves whether it changed anything. */
  warnOne: (doc: QueryDocumentSnapshot, now: Date) => Promise<boolean>;
}

export function expireAndWarnJob(spec: ExpireAndWarn): Job {
  const { name, everyMinutes, expired, expiring, warnWithinMs, expireOne, warnOne } = spec;
  return {
    name,
    everyMinutes,
    async run(now) {
      const deadline = runDeadline();
      const ended = await forEachDue(name, expired(now), (doc) => expireOne(doc, now), {
        deadline,
      });
      const until = new Date(now.getTime() + warnWithinMs);
      const warned = await forEachDue(name, expiring(until), (doc) => warnOne(doc, now), {
        deadline,
      });
      return addReports(ended, warned);
    },
  };
}
