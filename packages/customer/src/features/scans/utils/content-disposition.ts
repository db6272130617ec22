export const DEFAULT_EXCEL_FILENAME = 'cao-comparison-results.xlsx';

/**
 * The download name from a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987) wins over
 * `filename="…"`; no usable name gives the spec's default. Path parts are stripped.
 */
export function readDownloadFilename(header: string | null | undefined): string {
  if (!header) return DEFAULT_EXCEL_FILENAME;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return cleanName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (plain?.[1]) {
    const value = plain[1].trim();
    return cleanName(value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);
  }
  return DEFAULT_EXCEL_FILENAME;
}

function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base || DEFAULT_EXCEL_FILENAME;
}
