// How long ago a notice came, in the screens' language: English's words as before, another
// language's from Intl.RelativeTimeFormat.
import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time';

const now = Date.UTC(2026, 10, 23, 12);
const minute = 60_000;
const day = 24 * 60 * minute;

describe('formatRelative', () => {
  it('should say it in English as it always has', () => {
    expect(formatRelative(now - 10_000, now)).toBe('just now');
    expect(formatRelative(now - 5 * minute, now)).toBe('5 minutes ago');
    expect(formatRelative(now - day, now)).toBe('yesterday');
    expect(formatRelative(now - 3 * day, now, 'en-XA')).toBe('3 days ago');
  });

  it("should say it in another language with that language's words", () => {
    expect(formatRelative(now - 5 * minute, now, 'es')).toBe('hace 5 minutos');
    expect(formatRelative(now - day, now, 'de')).toBe('gestern');
    expect(formatRelative(now - 3 * day, now, 'fr')).toBe('il y a 3 jours');
    expect(formatRelative(now + 2 * 60 * minute, now, 'pt-BR')).toBe('em 2 horas');
    expect(formatRelative(now - 10_000, now, 'es')).toBe('ahora');
  });
});
