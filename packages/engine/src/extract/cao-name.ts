import type { DocumentText } from '../types';

const CAO_START = /^(?:cao|collectieve arbeidsovereenkomst|uittreksel)\b/i;

/**
 * The cao's name: the document title when it names a cao, else the first line of the title page
 * starting with "Cao"/"Collectieve arbeidsovereenkomst", with the next line when the name is
 * clearly cut ("Cao Schoonmaak- en" / "Glazenwassersbedrijf (fictief)").
 */
export function detectCaoName(doc: DocumentText): string | null {
  const title = doc.title?.trim();
  if (title && /\bcao\b|collectieve arbeidsovereenkomst/i.test(title) && title.length <= 160) return title;
  const lines = doc.pages[0]?.lines.slice(0, 12) ?? [];
  const index = lines.findIndex((line) => CAO_START.test(line.trim()));
  if (index >= 0) {
    let name = lines[index]!.trim();
    const next = lines[index + 1]?.trim() ?? '';
    const cut =
      /(?:-|\ben|\bvoor|\bvan|\bde|\bhet)$/i.test(name) || /^\(/.test(next) || /^\p{Ll}/u.test(next);
    if (cut && next && next.length < 80)
      name = /\p{L}-$/u.test(name) && /^\p{Ll}/u.test(next) ? name + next : `${name} ${next}`;
    if (name.length <= 160) return name;
  }
  return title || null;
}
