import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';

describe('footnotes', () => {
  it('cites a footnote by the article that holds its mark, not the article the page ends in', () => {
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'Artikel 4 Loon',
      'Het loon staat in de tabel bij dit artikel en geldt voor een volledige werkweek1.',
      'Artikel 5 Vakantie',
      'De werknemer heeft recht op 25 vakantiedagen per jaar.',
      '1 Een volledige werkweek telt 38 uur.',
      '\f',
      'Artikel 6 Verlof',
      'Bij huwelijk heeft de werknemer recht op 2 dagen verlof.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    const footnote = structure.lines.find((l) => l.text.startsWith('1 Een volledige werkweek'))!;
    expect(structure.units[footnote.unit]!.label).toBe('4');
    const block = structure.blocks.find((b) => b.text.startsWith('1 Een volledige werkweek'))!;
    expect(structure.units[block.unit]!.label).toBe('4');
  });

  it('leaves a numbered line without a mark on the page where it stands', () => {
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'Artikel 4 Loon',
      'Het loon wordt per maand betaald.',
      'Artikel 5 Vakantie',
      '2 Dagen verlof bij verhuizing.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    const line = structure.lines.find((l) => l.text.startsWith('2 Dagen'))!;
    expect(structure.units[line.unit]!.label).toBe('5');
  });
});
