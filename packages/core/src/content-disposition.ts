/** The spec's name for a downloaded comparison when the server gives none (spec 01 §7, 02 §7). */
export const DEFAULT_EXPORT_FILENAME = 'cao-comparison-results.xlsx';

function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base || fallback;
}

/**
 * The download name from a Content-Disposition header, for every download of both apps:
 * `filename*=UTF-8''…` (RFC 5987) wins over `filename="…"`; path parts are stripped; no usable
 * name gives the spec's default.
 */
export function readDownloadFilename(
  header: string | null | undefined,
  fallback: string = DEFAULT_EXPORT_FILENAME,
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return cleanName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')), fallback);
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (plain?.[1]) {
    const value = plain[1].trim();
    return cleanName(value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value, fallback);
  }
  return fallback;
}
