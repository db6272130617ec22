import { describe, expect, it } from 'vitest';
import { findCopiedRuns, RUN_WORDS } from './copied-text';

const cao =
  'Artikel 7 Reiskosten\nDe werkgever vergoedt de werknemer die met eigen vervoer naar het werk komt per gereden kilometer een vast bedrag, tot ten hoogste dertig kilometer enkele reis.';
const asFile = (path: string, text: string) => ({
  path,
  text: ` ${text.toLowerCase().split(/\s+/).join(' ')} `,
});

describe('findCopiedRuns: a real cao’s text does not go into the repository', () => {
  it(`finds a file that repeats ${RUN_WORDS} words of the cao, whatever the line breaks and case`, () => {
    const copied = asFile(
      'x.test.ts',
      "expect('de werkgever vergoedt de werknemer die met eigen vervoer\nnaar het werk komt per gereden kilometer een vast bedrag')",
    );
    expect(findCopiedRuns(cao, [copied])).toEqual([
      { path: 'x.test.ts', run: expect.stringContaining('vervoer naar het werk') as unknown as string },
    ]);
  });
  it('lets shorter shared idioms and runs of figures pass', () => {
    const idiom = asFile('y.ts', 'de werkgever vergoedt de werknemer een bedrag per kilometer');
    expect(findCopiedRuns(cao, [idiom])).toEqual([]);
    const figures = '1560 1598 1636 1756 1801 2002 2186 2370 2519 2745 2940 3213 3543 3786';
    expect(findCopiedRuns(`Schaal 4 ${figures}`, [asFile('gold.json', figures)])).toEqual([]);
  });
});
