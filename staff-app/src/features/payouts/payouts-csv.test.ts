import { parseCsv } from './read-csv';
import { describe, expect, it } from 'vitest';
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout } from '@groundtruth/domain/entities';
import {
  centsToDollars,
  csvCell,
  csvLine,
  payoutCsvColumns,
  payoutCsvFileName,
  payoutCsvHeader,
  payoutCsvLine,
  streamCsv,
  type RowPage,
} from './payouts-csv';

const at = (iso: string) => {
  const ms = Date.parse(iso);
  return { seconds: Math.floor(ms / 1000), nanoseconds: 0, toMillis: () => ms };
};

function payout(overrides: Partial<WithId<Payout>> = {}): WithId<Payout> {
  return {
    id: 'p1',
    user_id: 'u1',
    submission_id: 's1',
    amount_cents: 123450,
    status: 'sent',
    provider: 'stripe_connect',
    currency: 'USD',
    provider_transfer_id: 'tr_sandbox_1',
    failure_reason: null,
    created_at: at('2026-11-20T09:30:00Z'),
    updated_at: at('2026-11-21T10:00:00Z'),
    user_name: 'Maya Chen',
    user_email: 'maya@example.com',
    task_title: 'Film yourself cooking',
    ...overrides,
  };
}

describe('csvCell', () => {
  it('should leave plain text and numbers as they are', () => {
    expect(csvCell('Maya Chen')).toBe('Maya Chen');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('should quote cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Chen, Maya')).toBe('"Chen, Maya"');
    expect(csvCell('the "best" take')).toBe('"the ""best"" take"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tcmd', '=HYPERLINK("http://x","y")'])(
    'should defuse the formula %j with a leading apostrophe',
    (text) => {
      const cell = csvCell(text);
      expect(parseCsv(`${cell}\r\n`)[0]![0]).toBe(`'${text}`);
    },
  );

  it('should not touch text that only contains a formula character later', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });
});

describe('centsToDollars', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1500, '15.00'],
    [123450, '1234.50'],
    [100000000, '1000000.00'],
  ])('%i cents is %s', (cents, dollars) => expect(centsToDollars(cents)).toBe(dollars));

  it('should refuse fractions of a cent', () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('payout lines', () => {
  it('should write the header and a payout in the column order', () => {
    expect(payoutCsvHeader()).toBe(
      'id,creator,email,task,amount,currency,status,provider,transfer_id,created,updated,kind\r\n',
    );
    expect(parseCsv(payoutCsvLine(payout()))).toEqual([
      [
        'p1',
        'Maya Chen',
        'maya@example.com',
        'Film yourself cooking',
        '1234.50',
        'USD',
        'sent',
        'stripe_connect',
        'tr_sandbox_1',
        '2026-11-20T09:30:00.000Z',
        '2026-11-21T10:00:00.000Z',
        'task',
      ],
    ]);
  });

  it('should say a bonus is a bonus, its task cell naming the reason', () => {
    const [row] = parseCsv(
      payoutCsvLine(
        payout({
          kind: 'bonus',
          submission_id: null,
          bonus_reason: 'Outstanding night-time footage',
          task_title: 'Bonus — Outstanding night-time footage',
          amount_cents: 2500,
        }),
      ),
    );
    expect(row![3]).toBe('Bonus — Outstanding night-time footage');
    expect(row![4]).toBe('25.00');
    expect(row![11]).toBe('bonus');
  });

  it('should read back hostile names and titles exactly, with formulas defused', () => {
    const line = payoutCsvLine(
      payout({
        user_name: '=cmd|"/C calc"!A0',
        task_title: 'Cook, film,\n"narrate"',
        provider_transfer_id: null,
      }),
    );
    const [cells] = parseCsv(line);
    expect(cells![1]).toBe('\'=cmd|"/C calc"!A0');
    expect(cells![3]).toBe('Cook, film,\n"narrate"');
    expect(cells![8]).toBe('');
    expect(cells).toHaveLength(payoutCsvColumns.length);
  });
});

describe('streamCsv', () => {
  /** `total` rows in pages of `size`; like fetchPage, a full page always carries a cursor. */
  function source(total: number, size: number) {
    return {
      calls: 0,
      async fetchPage(cursor: number | null): Promise<RowPage<number, number>> {
        this.calls++;
        const start = cursor ?? 0;
        const items = Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i);
        const next = start + items.length;
        return { items, next: items.length === size ? next : null };
      },
    };
  }

  it('should write the header, every row once and in order, and report progress per page', async () => {
    const rows = source(1_234, 500);
    const chunks: string[] = [];
    const progress: number[] = [];
    const written = await streamCsv<number, number>({
      header: 'n\r\n',
      fetchPage: (cursor) => rows.fetchPage(cursor),
      toLine: (n) => csvLine([n]),
      write: (chunk) => void chunks.push(chunk),
      onProgress: (n) => progress.push(n),
    });
    expect(written).toBe(1_234);
    expect(progress).toEqual([500, 1_000, 1_234]);
    expect(chunks).toHaveLength(4);
    const lines = chunks.join('').split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('n');
    expect(lines.slice(1).map(Number)).toEqual(Array.from({ length: 1_234 }, (_, i) => i));
  });

  it('should end after an exactly full last page with one empty read', async () => {
    const rows = source(1_000, 500);
    const written = await streamCsv<number, number>({
      header: '',
      fetchPage: (cursor) => rows.fetchPage(cursor),
      toLine: (n) => csvLine([n]),
      write: () => undefined,
    });
    expect(written).toBe(1_000);
    expect(rows.calls).toBe(3);
  });

  it('should write only the header when there is nothing to export', async () => {
    const chunks: string[] = [];
    const written = await streamCsv({
      header: payoutCsvHeader(),
      fetchPage: async () => ({ items: [], next: null }),
      toLine: payoutCsvLine,
      write: (chunk) => void chunks.push(chunk),
    });
    expect(written).toBe(0);
    expect(chunks).toEqual([payoutCsvHeader()]);
  });

  it('should export 100,000 payouts in 200 pages', async () => {
    const total = 100_000;
    let calls = 0;
    let bytes = 0;
    const started = performance.now();
    const written = await streamCsv<WithId<Payout>, number>({
      header: payoutCsvHeader(),
      fetchPage: async (cursor) => {
        calls++;
        const start = cursor ?? 0;
        const items = Array.from({ length: Math.min(500, total - start) }, (_, i) =>
          payout({ id: `payout-${start + i}`, amount_cents: start + i }),
        );
        const next = start + items.length;
        return { items, next: next < total ? next : null };
      },
      toLine: payoutCsvLine,
      write: (chunk) => void (bytes += chunk.length),
    });
    const ms = performance.now() - started;
    expect(written).toBe(total);
    expect(calls).toBe(200);
    expect(bytes).toBeGreaterThan(total * 100);
    // Not a speed contract: a generous bound that still catches quadratic string building.
    expect(ms).toBeLessThan(15_000);
    console.info(`[csv] 100,000 rows, ${(bytes / 1e6).toFixed(1)} MB in ${Math.round(ms)} ms`);
  });

  it('should stop between pages when aborted', async () => {
    const controller = new AbortController();
    const rows = source(2_000, 500);
    const run = streamCsv<number, number>({
      header: '',
      fetchPage: async (cursor) => {
        const page = await rows.fetchPage(cursor);
        if (rows.calls === 2) controller.abort(new Error('cancelled'));
        return page;
      },
      toLine: (n) => csvLine([n]),
      write: () => undefined,
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(rows.calls).toBe(2);
  });
});

describe('payoutCsvFileName', () => {
  it('should name the filter and the UTC day', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(payoutCsvFileName(undefined, now)).toBe('payouts-2026-11-22.csv');
    expect(payoutCsvFileName('failed', now)).toBe('payouts-failed-2026-11-22.csv');
  });
});
