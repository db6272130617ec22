import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';
import { readCorpusFile } from './testing/corpus';

describe('readDocument input', () => {
  it('accepts a Node Buffer as well as a plain Uint8Array', async () => {
    const bytes = await readCorpusFile('cao-metaal-fictief.pdf');
    const fromBuffer = await readDocument(Buffer.from(bytes));
    const fromArray = await readDocument(new Uint8Array(bytes));
    expect(fromBuffer.pages.length).toBe(31);
    expect(fromBuffer.pages.map((p) => p.text)).toEqual(fromArray.pages.map((p) => p.text));
  });
});
