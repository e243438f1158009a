/**
 * The order form's values, turned into the fields createDatasetOrder and updateDatasetOrder take,
 * with a message per field: the money is parsed here (dollars typed → integer cents), the rest
 * is checked by the callables' own schema, so the form and the function refuse the same things.
 */
import type { z } from 'zod';
import {
  datasetOrderFields,
  licenceTerms,
  type DatasetOrder,
  type LicenceScope,
} from '@groundtruth/domain/dataset-orders';
import { DEFAULT_TASK_CATEGORY, type TaskCategory } from '@groundtruth/domain/constants';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { releaseCardMessages } from '@groundtruth/domain/release-card-messages';
import type { PeopleRule } from '@groundtruth/domain/releases';

/** The form's fields, as typed. */
export interface OrderFormValues {
  title: string;
  category: TaskCategory;
  description: string;
  instructions: string;
  people: PeopleRule;
  /** Comma-separated language codes; empty for any. */
  languages: string;
  /** Comma-separated countries; empty for any. */
  countries: string;
  /** Whole number of items. */
  quantity: string;
  /** Dollars per item, e.g. "12.50". */
  payout: string;
  /** yyyy-mm-dd from the date input. */
  deadline: string;
  scope: LicenceScope;
  /** One of licenceTerms, as the select's value. */
  termYears: string;
  exclusive: boolean;
}

export type OrderFormField = keyof OrderFormValues;
export type OrderFormErrors = Partial<Record<OrderFormField, string>>;
export type OrderFields = z.output<typeof datasetOrderFields>;

export const emptyOrderForm: OrderFormValues = {
  title: '',
  category: DEFAULT_TASK_CATEGORY,
  description: '',
  instructions: '',
  people: 'none',
  languages: '',
  countries: '',
  quantity: '',
  payout: '',
  deadline: '',
  scope: 'internal_training',
  termYears: '1',
  exclusive: false,
};

/** The visible label of each field; messages start with it. */
export const orderFieldLabels: Record<OrderFormField, string> = {
  title: words.titleLabel,
  category: words.categoryLabel,
  description: words.descriptionLabel,
  instructions: words.instructionsLabel,
  people: releaseCardMessages.peopleFieldLabel,
  languages: words.languagesLabel,
  countries: words.countriesLabel,
  quantity: words.quantityLabel,
  payout: words.payoutLabel,
  deadline: words.deadlineLabel,
  scope: words.scopeLabel,
  termYears: words.termLabel,
  exclusive: words.exclusiveLabel,
};

/** The form field each input field of the callables comes from. */
const fieldOf: Record<string, OrderFormField> = {
  title: 'title',
  category: 'category',
  description: 'description',
  instructions: 'instructions',
  people: 'people',
  languages: 'languages',
  countries: 'countries',
  quantity: 'quantity',
  payoutPerItemCents: 'payout',
  deadline: 'deadline',
};

/** "a, b ,, c" → ["a", "b", "c"] */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** yyyy-mm-dd of a date, local time (what a date input shows). */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A deadline (a day) as the end of that day, local time, as an ISO date-time. */
export function deadlineToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A stored order as the form's values (Edit). */
export function orderFormValuesOf(order: DatasetOrder): OrderFormValues {
  return {
    title: order.title,
    category: order.category,
    description: order.description,
    instructions: order.instructions,
    people: order.people,
    languages: order.languages.join(', '),
    countries: order.countries.join(', '),
    quantity: String(order.quantity),
    payout: formatCents(order.payout_per_item_cents).replace(/^\$/, '').replaceAll(',', ''),
    deadline: dayOf(new Date(order.deadline.toMillis())),
    scope: order.licence.scope,
    termYears: String(order.licence.term_years),
    exclusive: order.licence.exclusive,
  };
}

/** The field's message for one of the schema's issues. */
function issueMessage(
  field: OrderFormField,
  issue: z.core.$ZodIssue,
  values: OrderFormValues,
): string {
  const label = orderFieldLabels[field];
  const item = issue.path[1];
  if (field === 'languages' && typeof item === 'number')
    return words.notLanguageCodes(splitList(values.languages)[item] ?? '');
  // The schema's own messages are written to follow the field's name ("is required").
  if (/^[a-z]/.test(issue.message)) return `${label} ${issue.message}`;
  if (issue.code === 'too_big') {
    if (field === 'payout') return `${label} must be at most ${formatCents(Number(issue.maximum))}`;
    if (issue.origin === 'array') return `${label}: at most ${String(issue.maximum)}`;
    if (issue.origin === 'number') return `${label} must be at most ${String(issue.maximum)}`;
    return `${label} must be at most ${String(issue.maximum)} characters`;
  }
  return `${label} is not valid`;
}

/** The form's values as the order's fields, or the message of each invalid field. */
export function toOrderFields(
  values: OrderFormValues,
  today: Date = new Date(),
): { ok: true; fields: OrderFields } | { ok: false; errors: OrderFormErrors } {
  const errors: OrderFormErrors = {};
  const cents = parseDollarsToCents(values.payout);
  if (values.payout.trim() === '') errors.payout = words.required(orderFieldLabels.payout);
  else if (cents === null) errors.payout = words.notAmount;
  const quantity = values.quantity.trim();
  if (quantity === '') errors.quantity = words.required(orderFieldLabels.quantity);
  else if (!/^-?\d+$/.test(quantity)) errors.quantity = words.notWholeNumber;
  const deadline = deadlineToIso(values.deadline);
  if (values.deadline === '') errors.deadline = words.required(orderFieldLabels.deadline);
  else if (deadline === null) errors.deadline = words.notDate;
  else if (values.deadline <= dayOf(today)) errors.deadline = words.deadlinePast;
  const term = Number(values.termYears);

  const parsed = datasetOrderFields.safeParse({
    title: values.title,
    category: values.category,
    description: values.description,
    instructions: values.instructions.trim(),
    requirements: null,
    people: values.people,
    languages: splitList(values.languages),
    countries: splitList(values.countries),
    quantity: errors.quantity ? 1 : Number(quantity),
    payoutPerItemCents: cents ?? 1,
    deadline: deadline ?? new Date(0).toISOString(),
    licence: {
      scope: values.scope,
      termYears: (licenceTerms as readonly number[]).includes(term) ? term : 1,
      exclusive: values.exclusive,
    },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issueMessage(field, issue, values);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}

/** Creators' pay as typed (pay × quantity), in cents; null until both are numbers. */
export function creatorPayOf(values: OrderFormValues): number | null {
  const cents = parseDollarsToCents(values.payout);
  const quantity = Number(values.quantity.trim());
  if (cents === null || !Number.isSafeInteger(quantity) || quantity <= 0) return null;
  return cents * quantity;
}
