import type { DocumentPage } from '../../types';
import { normaliseLine } from '../normalise-text.ts';

/** Metadata titles that name a file or a tool rather than the cao. */
const USELESS_TITLE = /^(untitled|naamloos|document\d*|microsoft word\b.*)$|\.(docx?|pdf|odt|rtf)$/i;

/** The metadata title when it says something, else the first substantial line of the first page. */
export function pickPdfTitle(metadataTitle: unknown, pages: DocumentPage[]): string | null {
  if (typeof metadataTitle === 'string') {
    const title = normaliseLine(metadataTitle);
    if (title.length >= 3 && !USELESS_TITLE.test(title)) return title;
  }
  return pickFirstLineTitle(pages);
}

export function pickFirstLineTitle(pages: DocumentPage[]): string | null {
  for (const page of pages.slice(0, 2)) {
    const line = page.lines.find((l) => /\p{L}{3}/u.test(l) && l.length >= 5);
    if (line) return line.length > 200 ? `${line.slice(0, 197)}...` : line;
  }
  return null;
}
