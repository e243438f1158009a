/**
 * What a customer's order form becomes on the order document: its fields in snake_case, the
 * licence they agreed to (the standard text's version and SHA-256) and the quote at the fee in
 * force. Shared by createDatasetOrder and updateDatasetOrder, so a change recomputes exactly what
 * a new order computes.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  quoteOf,
  STANDARD_LICENCE_VERSION,
  standardLicenceText,
  type datasetOrderFields,
} from '@groundtruth/domain/dataset-orders';
import type { z } from 'zod';

/** The form as parsed (defaults applied). */
export type OrderForm = z.output<typeof datasetOrderFields>;

/** SHA-256 (hex) of the standard licence's text, as stored on every order. */
export const STANDARD_LICENCE_SHA256 = createHash('sha256')
  .update(standardLicenceText, 'utf8')
  .digest('hex');

/** The order document's fields that come from `form`, priced at `feeBps`. */
export function orderFieldsOf(form: OrderForm, feeBps: number) {
  const quote = quoteOf(form.payoutPerItemCents, form.quantity, feeBps);
  return {
    title: form.title,
    category: form.category,
    description: form.description,
    instructions: form.instructions,
    requirements: form.requirements,
    people: form.people,
    languages: form.languages,
    countries: form.countries,
    quantity: form.quantity,
    payout_per_item_cents: form.payoutPerItemCents,
    deadline: Timestamp.fromDate(new Date(form.deadline)),
    licence: {
      scope: form.licence.scope,
      term_years: form.licence.termYears,
      exclusive: form.licence.exclusive,
      version: STANDARD_LICENCE_VERSION,
      sha256: STANDARD_LICENCE_SHA256,
    },
    quote: {
      creator_pay_cents: quote.creatorPayCents,
      fee_bps: quote.feeBps,
      fee_cents: quote.feeCents,
      total_cents: quote.totalCents,
    },
  };
}
