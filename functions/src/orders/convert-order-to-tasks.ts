/**
 * convertOrderToTasks (admin): draft tasks made from a funded order, through createTask's own
 * path (tasks/new-task.ts), its quantity split over `taskCount` quotas. Each task carries the
 * order's id and what creators need (title, description and instructions, category, media
 * requirements, people, pay per item, the deadline as its due date, the contributors' countries
 * and languages as its eligibility), never the organisation's or the customer's name; with the
 * staff's estimate of an item's minutes (fair pay), the hourly floor holds as it does for
 * createTask. The order moves to in_progress with the tasks' ids, and its organisation is told
 * the work has started (order-notices.ts); a second call on it returns those ids and makes
 * nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import { orderMessages, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { asksForLocales, eligibilitySchema } from '@groundtruth/domain/eligibility';
import { orderStepMessages as words } from '@groundtruth/domain/order-notices';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders } from '../repos/dataset-orders';
import {
  prepareNewTask,
  writeNewTask,
  type NewTaskInput,
  type PreparedTask,
} from '../tasks/new-task';
import { readOrganizationCustomers, tellOrganization } from './order-notices';

/** `quantity` split into `parts` quotas (at most one each per item), the first ones one more. */
export function splitQuantity(quantity: number, parts: number): number[] {
  const count = Math.max(1, Math.min(parts, quantity));
  const base = Math.floor(quantity / count);
  return Array.from({ length: count }, (_, n) => base + (n < quantity % count ? 1 : 0));
}

/** The id of the `n`th task (from 1) made from `orderId`: a retry makes no second. */
export const orderTaskId = (orderId: string, n: number) => `order-${orderId}-${n}`;

/** The createTask input of one task of `order` with quota `quota`, `n` of `count`. */
function taskInputOf(
  order: WithId<DatasetOrder>,
  quota: number,
  n: number,
  count: number,
  estimatedMinutes: number | undefined,
): NewTaskInput {
  const title = count > 1 ? `${order.title} (${n} of ${count})` : order.title;
  const description = order.instructions.trim()
    ? `${order.description}\n\n${order.instructions}`
    : order.description;
  return {
    title: title.slice(0, 200),
    description,
    category: order.category,
    payoutAmountCents: order.payout_per_item_cents,
    quotaLimit: quota,
    status: 'draft',
    dueAt: new Date(order.deadline.toMillis()).toISOString(),
    instructionsUrl: null,
    expectedTimeline: null,
    tags: [],
    workingTimeHours: null,
    requirements: order.requirements,
    people: order.people,
    // Open only to the contributors the order asks for; an order open to anyone sets no gate.
    ...(asksForLocales(order)
      ? {
          eligibility: eligibilitySchema.parse({
            countries: order.countries,
            languages: order.languages,
          }),
        }
      : {}),
    ...(estimatedMinutes ? { estimatedMinutes } : {}),
  };
}

export const convertOrderToTasks = callable(
  callables.convertOrderToTasks,
  async ({ orderId, taskCount, estimatedMinutes }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      const order = await datasetOrders.get(tx, orderId);
      if (!order) throw fail.notFound(orderMessages.orderNotFound);
      if (order.status === 'in_progress') return { orderId, taskIds: order.task_ids };
      if (order.status !== 'funded') throw fail.precondition(orderMessages.notFunded);
      const quotas = splitQuantity(order.quantity, taskCount);
      const planned = quotas.map((quota, i) => ({
        id: orderTaskId(orderId, i + 1),
        input: taskInputOf(order, quota, i + 1, quotas.length, estimatedMinutes),
      }));
      // Every read before any write (new-task.ts).
      const prepared: PreparedTask[] = [];
      for (const task of planned) prepared.push(await prepareNewTask(tx, task.id, task.input));
      const recipients = await readOrganizationCustomers(tx, order.organization_id);
      planned.forEach((task, i) => {
        const details = writeNewTask(tx, task.id, task.input, prepared[i]!, uid, {
          order_id: orderId,
        });
        writeAudit(tx, caller, 'create_task', collections.tasks, task.id, details);
      });
      const taskIds = planned.map((task) => task.id);
      datasetOrders.update(tx, orderId, {
        status: 'in_progress',
        task_ids: taskIds,
        updated_at: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, caller, 'convert_order_to_tasks', collections.datasetOrders, orderId, {
        task_ids: taskIds,
        quotas,
      });
      tellOrganization(tx, order, recipients, {
        kind: 'order_started',
        title: words.startedTitle,
        body: words.startedBody(order.title, order.quantity),
        occurrence: 'started',
      });
      return { orderId, taskIds };
    });
  },
);
