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
