/**
 * The Create Task form's values, turned into createTask's input with field-level messages: the
 * money is parsed here (dollars typed → integer cents), everything else is checked by the
 * callable's own schema, so the form and the function refuse the same things.
 */
import type { z } from 'zod';
import { createTaskInput } from '@groundtruth/domain/callables';
import {
  DEFAULT_TASK_CATEGORY,
  DEFAULT_TASK_STATUS,
  type TaskCategory,
  type TaskStatus,
} from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';

/** The form's fields, as typed. */
export interface TaskFormValues {
  title: string;
  category: TaskCategory;
  description: string;
  /** Dollars, e.g. "25" or "25.50". */
  payout: string;
  /** yyyy-mm-dd from the date input; empty for none. */
  dueDate: string;
  /** Whole number; empty for no limit. */
  slots: string;
  instructionsUrl: string;
  expectedTimeline: string;
  /** Comma-separated. */
  tags: string;
  status: TaskStatus;
  /** Whole hours to submit after accepting; empty for the platform's default. */
  workingTimeHours: string;
  /** Whole minutes the work takes a creator (required: creators see the hourly rate). */
  estimatedMinutes: string;
}

export type TaskFormField = keyof TaskFormValues;
export type TaskFormErrors = Partial<Record<TaskFormField, string>>;

export const emptyTaskForm: TaskFormValues = {
  title: '',
  category: DEFAULT_TASK_CATEGORY,
  description: '',
  payout: '',
  dueDate: '',
  slots: '',
  instructionsUrl: '',
  expectedTimeline: '',
  tags: '',
  status: DEFAULT_TASK_STATUS,
  workingTimeHours: '',
  estimatedMinutes: '',
};

/** The visible label of each field; messages start with it. */
export const taskFieldLabels: Record<TaskFormField, string> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  payout: 'Payout amount (USD)',
  dueDate: 'Due date',
  slots: 'Slots',
  instructionsUrl: 'Instructions URL',
  expectedTimeline: 'Expected timeline',
  tags: 'Tags',
  status: 'Initial status',
  workingTimeHours: 'Working time (hours)',
  estimatedMinutes: 'Estimated time (minutes)',
};

/** The form field each input field of createTask comes from. */
const fieldOf: Record<string, TaskFormField> = {
  title: 'title',
  category: 'category',
  description: 'description',
  payoutAmountCents: 'payout',
  dueAt: 'dueDate',
  quotaLimit: 'slots',
  instructionsUrl: 'instructionsUrl',
  expectedTimeline: 'expectedTimeline',
  tags: 'tags',
  status: 'status',
  workingTimeHours: 'workingTimeHours',
  estimatedMinutes: 'estimatedMinutes',
};

/** A due date (a day) as the end of that day, local time, as an ISO datetime. */
export function dueDateToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "a, b ,, c" → ["a", "b", "c"] */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The field's message for one of the schema's issues. */
function issueMessage(field: TaskFormField, issue: z.core.$ZodIssue): string {
  const label = taskFieldLabels[field];
  if (field === 'slots') return staffMessages.slotsInvalid;
  if (field === 'tags' && issue.path.length > 1)
    return issue.code === 'too_big'
      ? `Each tag must be at most ${String(issue.maximum)} characters`
      : 'Tags must not be empty';
  // The schema's own messages are written to follow the field's name ("is required").
  if (/^[a-z]/.test(issue.message)) return `${label} ${issue.message}`;
  if (issue.code === 'too_big') {
    if (field === 'payout') return `${label} must be at most ${formatCents(Number(issue.maximum))}`;
    if (issue.origin === 'array') return `${label}: at most ${String(issue.maximum)}`;
    return `${label} must be at most ${String(issue.maximum)} characters`;
  }
  return `${label} is not valid`;
}

/** The form's values as createTask's input, or the message of each invalid field. */
export function toCreateTaskInput(
  values: TaskFormValues,
): { ok: true; input: z.output<typeof createTaskInput> } | { ok: false; errors: TaskFormErrors } {
  const errors: TaskFormErrors = {};
  const cents = parseDollarsToCents(values.payout);
  if (cents === null) errors.payout = staffMessages.amountInvalid;
  const slots = values.slots.trim();
  if (slots !== '' && !/^\d+$/.test(slots)) errors.slots = staffMessages.slotsInvalid;
  const dueAt = values.dueDate ? dueDateToIso(values.dueDate) : null;
  if (values.dueDate && dueAt === null) errors.dueDate = `${taskFieldLabels.dueDate} is not a date`;
  // Numbers only reach the schema, which says what is wrong with them (whole, at least 1, …).
  const hours = values.workingTimeHours.trim();
  if (hours !== '' && !/^-?\d+(\.\d+)?$/.test(hours))
    errors.workingTimeHours = `${taskFieldLabels.workingTimeHours} must be a whole number of hours`;
  // A draft kept from before the field existed has none.
  const minutes = (values.estimatedMinutes ?? '').trim();
  if (minutes === '') errors.estimatedMinutes = `${taskFieldLabels.estimatedMinutes} is required`;
  else if (!/^-?\d+(\.\d+)?$/.test(minutes))
    errors.estimatedMinutes = `${taskFieldLabels.estimatedMinutes} must be a whole number of minutes`;

  const parsed = createTaskInput.safeParse({
    title: values.title,
    description: values.description.trim(),
    category: values.category,
    payoutAmountCents: cents ?? 0,
    quotaLimit: slots === '' || errors.slots ? null : Number(slots),
    status: values.status,
    dueAt,
    instructionsUrl: values.instructionsUrl.trim() || null,
    expectedTimeline: values.expectedTimeline.trim() || null,
    tags: parseTags(values.tags),
    workingTimeHours: hours === '' || errors.workingTimeHours ? null : Number(hours),
    ...(errors.estimatedMinutes ? {} : { estimatedMinutes: Number(minutes) }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issueMessage(field, issue);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
