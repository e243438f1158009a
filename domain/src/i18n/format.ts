import { englishDateFormatters, intlDateFormatters, type DateFormatters } from './date-format';
import { formatCents } from '../money';
import { formatCount } from '../numbers';

/** Dates, counts and money as a locale writes them. */
export interface Formatters extends DateFormatters {
  /** Whole counts: "1,234", "1.234". */
  count(value: number): string;
  /** Money from integer cents: "$1,234.50", "1.234,50 US$". */
  cents(cents: number): string;
}

/** English: the hand-written formatters, which make no Intl formatter while a screen starts. */
export const englishFormatters: Formatters = {
  ...englishDateFormatters,
  count: formatCount,
  cents: formatCents,
};

/**
 * Another locale's formatters, with Intl (made on first use, after start-up: a page reads in
 * another language only once its chunk has loaded). Amounts stay US dollars, written as the
 * locale writes them.
 */
export function intlFormatters(locale: string): Formatters {
  let count: Intl.NumberFormat | undefined;
  let money: Intl.NumberFormat | undefined;
  return {
    ...intlDateFormatters(locale),
    count: (value) => (count ??= new Intl.NumberFormat(locale)).format(value),
    cents: (cents) => {
      if (!Number.isInteger(cents))
        throw new RangeError(`Money must be integer cents, got ${cents}`);
      money ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
      return money.format(cents / 100);
    },
  };
}
