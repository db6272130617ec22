import { documentErrors } from '../document-errors';
import { looksLikeText } from '../detect-format';

/** UTF-8 (with or without BOM); text that is not valid UTF-8 is read as Windows-1252, with a warning. */
export function decodeText(bytes: Uint8Array): { text: string; warnings: string[] } {
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
