// The scale data's tasks: spread over the year, most published (tasks).
import { DAY, ageWithin, categories, pad, weighted, words } from './random.mjs';
import { SCALE_ACCOUNTS } from './accounts.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */
/**
 * @typedef {{ id: string, title: string, category: string, cents: number, status: string,
 *   createdAt: Date, accepted: number }} Task
 */

/**
 * The tasks, before their documents (the submissions count their acceptances first).
 * @param {Scale} scale
 * @returns {Task[]}
 */
export function generateTasks({ rand, t, n }) {
  /** @type {Task[]} */
  const tasks = [];
  for (let i = 0; i < n.tasks; i++) {
    const category = categories[Math.floor(rand() * categories.length)];
    const status = weighted(rand, [
      ['published', 6],
      ['closed', 3],
      ['draft', 1],
    ]);
    const task = {
      id: `scale-t${pad(i)}`,
      title: `Record a ${words[i % words.length]} scene #${i}`,
      category: /** @type {string} */ (category),
      cents: 500 * (1 + Math.floor(rand() * 20)),
      status,
      createdAt: new Date(t - ageWithin(rand, 365) - DAY),
      accepted: 0,
    };
    tasks.push(task);
  }
  return tasks;
}

/**
 * The tasks' documents, with the acceptances the submissions counted.
 * @param {Scale} scale
 * @param {Task[]} tasks
 */
export function writeTasks({ rand, t, out }, tasks) {
  const admin = SCALE_ACCOUNTS.admin;
  for (const x of tasks) {
    out.tasks.push([
      x.id,
      {
        title: x.title,
        category: x.category,
        description: `Film or record a ${x.title.toLowerCase()} in one continuous take.`,
        payout_amount_cents: x.cents,
        due_at: x.status === 'published' ? new Date(t + 30 * DAY) : null,
        quota_limit: null,
        accepted_count: x.accepted,
        instructions_url: null,
        expected_timeline: null,
        tags: [words[Math.floor(rand() * words.length)]],
        status: x.status,
        created_by: admin.uid,
        created_at: x.createdAt,
        working_time_hours: null,
      },
    ]);
  }
}
