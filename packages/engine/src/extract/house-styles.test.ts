import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { HORECA_BODY, HORECA_EXPECTED, HORECA_TITLE } from './testing/fixtures/horeca-proef';
import { ZORG_BODY, ZORG_EXPECTED, ZORG_TITLE } from './testing/fixtures/zorg-proef';
import { makeWrappedDocument } from './testing/make-document';

/** Generalisation: cao's in other house styles than the corpus, laid out like a PDF. */
describe.each([
  ['horeca', HORECA_TITLE, HORECA_BODY, HORECA_EXPECTED],
  ['zorg', ZORG_TITLE, ZORG_BODY, ZORG_EXPECTED],
] as const)('a cao in another house style (%s)', (_name, title, body, expected) => {
  it('reads every element as a careful reader would, cited by article and page', async () => {
    const extraction = await extractDocument(makeWrappedDocument(title, body));
    expect(extraction.cao_name).toBe(title);
    for (const [category, elements] of Object.entries(expected)) {
      for (const [key, want] of Object.entries(elements)) {
        const element = extraction.values[category]![key]!;
        const label = `${category}.${key}`;
        if (want === null || typeof want === 'number' || /^\d{4}-\d{2}-\d{2}$/.test(want)) {
          expect(element.value, label).toBe(want);
        } else {
          expect(String(element.value).toLowerCase(), label).toContain(want.toLowerCase());
        }
        if (element.value !== null) {
          expect(element.pages.length, `${label} pages`).toBeGreaterThan(0);
          expect(element.article, `${label} article`).toMatch(/^\d+(?:\.\d+)?$|^Bijlage [1A]$/);
        }
      }
    }
  });
});
