import { describe, expect, it } from 'vitest';
import { describeInlenersbeloning, extractFile, extractSection, runComparison } from './pipeline';
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

describe('a comparison of one file with itself', () => {
  it('reads the file once and gives each side what reading it alone gives, its own file name included', async () => {
    const bytes = readCorpusFile('cao-retail-fictief.pdf');
    const run = await runComparison(bytes, new Uint8Array(bytes), {
      currentFilename: 'huidig.pdf',
      clientFilename: 'klant.docx',
    });
    expect(run.current).toEqual(await extractFile(bytes, { filename: 'huidig.pdf' }));
    expect(run.client).toEqual(await extractFile(bytes, { filename: 'klant.docx' }));
    expect(run.client.warnings.join(' ')).toContain('".docx"');
    expect(run.current.warnings.join(' ')).not.toContain('".docx"');
  });
});
