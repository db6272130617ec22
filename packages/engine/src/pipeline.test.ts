import { describe, expect, it } from 'vitest';
import { describeInlenersbeloning, extractSection } from './pipeline';
import { extractDocument } from './extract';
import { readDocument } from './text';
import { readCorpusFile } from './text/testing/corpus';

describe('one section at a time (the server’s section tasks)', () => {
  it('gives each category exactly what extractDocument gives it, inlenersbeloning included', async () => {
    const doc = await readDocument(readCorpusFile('cao-retail-fictief.pdf'));
    const whole = await extractDocument(doc);
    for (const category of Object.keys(whole.values)) {
      expect(await extractSection(doc, category), category).toEqual(whole.values[category]);
    }
    expect(describeInlenersbeloning(doc)).toEqual(whole.inlenersbeloning ?? null);
  });
});
