import { documentErrors } from '../document-errors';
import { hasUtf16Bom, looksLikeText } from '../detect-format';

/**
 * UTF-8 (with or without BOM) or UTF-16 with a BOM; text that is not valid UTF-8 is read as
 * Windows-1252 (what Notepad on a Dutch Windows used to save), with a warning.
 */
export function decodeText(bytes: Uint8Array): { text: string; warnings: string[] } {
  if (hasUtf16Bom(bytes)) {
    // TextDecoder drops the BOM and replaces broken pairs; the result is checked like any text.
    const text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
    if (hasBinaryControls(text)) throw documentErrors.unsupported();
    return { text, warnings: [] };
  }
  if (!looksLikeText(bytes)) throw documentErrors.unsupported();
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), warnings: [] };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(body),
      warnings: [
        'Het tekstbestand is geen geldige UTF-8; het is gelezen als Windows-1252 (westerse tekens).',
      ],
    };
  }
}

/** Control characters other than tab, newlines and form feed mean the bytes are not text. */
function hasBinaryControls(text: string): boolean {
  const end = Math.min(text.length, 65536);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
}
