import type { DocumentText } from '../../types';

/**
 * A DocumentText from plain text for tests: pages separated by form feeds (\f), one line per line.
 * With `paginated: false` it is one unpaginated page, as a .txt file without page breaks.
 */
export function makeDocument(
  text: string,
  options: { paginated?: boolean; format?: DocumentText['format'] } = {},
): DocumentText {
  const paginated = options.paginated ?? true;
  const pages = (paginated ? text.split('\f') : [text.replace(/\f/g, '\n')]).map((page, index) => {
    const lines = page
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
    return { number: index + 1, lines, text: lines.join('\n'), furniture: [] };
  });
  return {
    format: options.format ?? 'docx',
    pages,
    isPaginated: paginated,
    sha256: 'test',
    warnings: [],
    title: null,
  };
}

/** A title page, then the body: what a real cao looks like to the structure detector. */
export function makeCao(body: string, options: { format?: DocumentText['format'] } = {}): DocumentText {
  return makeDocument(`Cao voor de Proefsector\n2025 – 2026\n\f${body}`, options);
}
