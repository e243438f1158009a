/**
 * Text for pdf-lib's standard fonts (the signed releases' and tax forms' PDFs). Helvetica has no
 * glyphs beyond Windows-1252, so a character it cannot draw becomes "?"; the exact text stays in
 * the document the PDF renders.
 */
import type { PDFFont } from 'pdf-lib';

/** `text` with what WinAnsi cannot encode replaced, so pdf-lib never throws on a name. */
export function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** `text` in lines no wider than `width` at `size`. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * pdf-lib, loaded when a PDF is made: only the release and tax-form functions make one, and a
 * function instance that never does starts without it.
 */
export const loadPdfLib = () => import('pdf-lib');
