import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { HORECA_BODY, HORECA_EXPECTED, HORECA_TITLE } from './testing/fixtures/horeca-proef';
import { makeWrappedDocument } from './testing/make-document';

/** Generalisation: a cao in another house style than the corpus, laid out like a PDF. */
describe('a cao in another house style', () => {
  it('reads every element as a careful reader would', async () => {
    const extraction = await extractDocument(makeWrappedDocument(HORECA_TITLE, HORECA_BODY));
    expect(extraction.cao_name).toBe(HORECA_TITLE);
    for (const [category, elements] of Object.entries(HORECA_EXPECTED)) {
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
          expect(element.article, `${label} article`).toMatch(/^\d+\.\d+$|^Bijlage 1$/);
        }
      }
    }
  });
});
