import { readAttribute } from './decode-xml.ts';
import { parseBody } from './parse-body.ts';

/**
 * Footnote texts by id from word/footnotes.xml, numbered in the order the body refers to them
 * (as Word and LibreOffice print them: "1 Tekst van de voetnoot").
 */
export function readFootnotes(xml: string | undefined, referencedIds: string[]): Map<string, string> {
  const texts = new Map<string, string>();
  if (!xml) return texts;
  const bodies = new Map<string, string>();
  for (const match of xml.matchAll(/<w:footnote\b([^>]*)>([\s\S]*?)<\/w:footnote>/g)) {
    const attributes = match[1] ?? '';
    const type = readAttribute(attributes, 'w:type');
    const id = readAttribute(attributes, 'w:id');
    if (id !== null && (type === null || type === 'normal')) bodies.set(id, match[2] ?? '');
  }
  let number = 0;
  for (const id of referencedIds) {
    const body = bodies.get(id);
    if (body === undefined || texts.has(id)) continue;
    const text = parseBody(body)
      .map((line) => line.text)
      .join(' ');
    if (text) texts.set(id, `${++number} ${text}`);
  }
  return texts;
}
