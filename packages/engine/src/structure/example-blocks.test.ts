import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';

function roleOfBlock(body: string, start: string) {
  const block = buildStructure(makeDocument(body)).blocks.find((b) => b.text.includes(start));
  if (!block) throw new Error(`no block with ${start}`);
  return block.role;
}

describe('example blocks', () => {
  const article = (opener: string) =>
    `Artikel 8 Compensatie van overuren\n1. Overuren worden gecompenseerd in tijd of in geld.\n${opener}\nEen werknemer maakt 6 overuren. Bij een toeslag van 40% krijgt hij 6 x 140% uitbetaald.`;

  it.each(['Voorbeeld:', '* Voorbeeld:', '• Voorbeeld', '*Rekenvoorbeeld'])(
    '"%s" opens an example',
    (opener) => {
      expect(roleOfBlock(article(opener), 'maakt 6 overuren')).toBe('example');
    },
  );

  it('keeps a normative bullet that merely mentions an example', () => {
    expect(roleOfBlock(article('* Zie het voorbeeld in de bijlage.'), 'Zie het voorbeeld')).toBe('normative');
  });
});

describe('an annex that holds the parties’ agreement', () => {
  const cao = (annexTitle: string) =>
    [
      'Artikel 4 Loon',
      'De werknemer ontvangt het loon van zijn groep in bijlage 2.',
      `Bijlage 9 ${annexTitle}`,
      'Partijen zijn het volgende overeengekomen.',
      'Per 1 maart 2025 stijgen de lonen met 2,5%.',
    ].join('\n');

  it.each([
    'Cao-akkoord 2025-2026',
    'Principeakkoord',
    'ONDERHANDELINGSRESULTAAT',
    'Akkoord over de cao 2025',
  ])('"%s" restates the cao like a summary of changes', (title) => {
    expect(roleOfBlock(cao(title), 'stijgen de lonen')).toBe('summary');
  });

  it('leaves other annexes and the articles normative', () => {
    expect(roleOfBlock(cao('Loonsverhogingen'), 'stijgen de lonen')).toBe('normative');
    expect(roleOfBlock(cao('Principeakkoord'), 'ontvangt het loon')).toBe('normative');
  });
});
