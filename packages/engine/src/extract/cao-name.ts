import type { DocumentText } from '../types';

const CAO_START = /^(?:cao|collectieve arbeidsovereenkomst|uittreksel)\b/i;

/**
 * The cao's name from the title page: the first line starting with "Cao"/"Collectieve
 * arbeidsovereenkomst", with the line after it when the name is clearly cut ("Cao Schoonmaak- en" /
 * "Glazenwassersbedrijf (fictief)"). Falls back to the document title.
 */
export function detectCaoName(doc: DocumentText): string | null {
  const lines = doc.pages[0]?.lines.slice(0, 12) ?? [];
  const index = lines.findIndex((line) => CAO_START.test(line.trim()));
  if (index >= 0) {
    let name = lines[index]!.trim();
    const next = lines[index + 1]?.trim() ?? '';
    const cut =
      /(?:-|\ben|\bvoor|\bvan|\bde|\bhet)$/i.test(name) || /^\(/.test(next) || /^\p{Ll}/u.test(next);
    if (cut && next && next.length < 80) name = `${name} ${next}`.replace(/- (?=\p{Ll})/u, '-');
    if (name.length <= 160) return name;
  }
  return doc.title?.trim() || null;
}
