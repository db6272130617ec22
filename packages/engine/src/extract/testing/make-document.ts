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

/**
 * A PDF-like DocumentText: each paragraph of `body` (lines separated by "\n") is wrapped at `width`
 * characters the way a PDF's lines wrap, pages hold `linesPerPage` lines, and a title page and a
 * table of contents with dotted leaders (built from the "Artikel"/"Bijlage" headings) come first.
 */
export function makeWrappedDocument(
  title: string,
  body: string,
  width = 95,
  linesPerPage = 45,
): DocumentText {
  const wrapped: string[] = [];
  for (const paragraph of body.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        wrapped.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) wrapped.push(line);
  }
  const toc = [
    'Inhoudsopgave',
    ...body
      .split('\n')
      .filter((l) => /^(?:Artikel|Bijlage|Hoofdstuk)\s/i.test(l))
      .map((l) => `${l} ${'.'.repeat(20)} 3`),
  ];
  const pages: string[][] = [[title, 'Collectieve arbeidsovereenkomst'], toc];
  for (let i = 0; i < wrapped.length; i += linesPerPage) pages.push(wrapped.slice(i, i + linesPerPage));
  return {
    format: 'pdf',
    pages: pages.map((lines, index) => ({ number: index + 1, lines, text: lines.join('\n'), furniture: [] })),
    isPaginated: true,
    sha256: 'test',
    warnings: [],
    title,
  };
}
