import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { readDocument } from './read-document';
import { readCorpusFile } from './testing/corpus';

describe('detectFormat looks at content, never at the name', () => {
  it.each([
    ['cao-metaal-fictief.pdf', 'pdf'],
    ['cao-schoonmaak-fictief.docx', 'zip'],
    ['bad/legacy-word97.doc', 'doc'],
    ['bad/cao-fragment.txt', 'txt'],
    ['bad/image-renamed.pdf', 'image'],
    ['bad/not-a-word-file.docx', 'zip'],
    ['bad/empty.pdf', 'empty'],
  ])('%s is %s', (file, kind) => {
    expect(detectFormat(readCorpusFile(file)).kind).toBe(kind);
  });

  it.each([
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'gif'],
    [[0x49, 0x49, 0x2a, 0x00], 'tiff'],
    [[0x4d, 0x4d, 0x00, 0x2a], 'tiff'],
    [[0xff, 0xd8, 0xff, 0xdb], 'jpeg'],
  ])('image magic %j is %s', (magic, image) => {
    expect(detectFormat(new Uint8Array([...magic, 0, 1, 2, 3]))).toEqual({ kind: 'image', image });
  });

  it('binary garbage is unknown', () => {
    expect(detectFormat(new Uint8Array([1, 2, 3, 0, 0, 5]))).toEqual({ kind: 'unknown' });
  });

  it('a PDF named .docx is read as a PDF', async () => {
    const document = await readDocument(readCorpusFile('cao-retail-fictief.pdf'), { filename: 'cao.docx' });
    expect(document.format).toBe('pdf');
    expect(document.warnings).toEqual([
      'Het bestand heet ".docx", maar de inhoud is een PDF; het is als PDF gelezen.',
    ]);
  });
});
