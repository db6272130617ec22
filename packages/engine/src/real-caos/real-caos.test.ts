import { describe, expect, it } from 'vitest';
import baseline from './baseline.json';
import { findCopiedRuns, RUN_WORDS } from './copied-text';
import { hasRealCaos, listRealGolds, runRealCao } from './real-caos';

/**
 * Regression over the real cao's (../shared/real-caos with its golds): per document, the elements
 * right (value and article) must not fall below the figure recorded in baseline.json, and no value
 * may lack its printed proof on a cited page. Skips with one line where the folder is absent, and
 * skips (one line each) a gold of a batch not developed on that has no baseline entry yet: its first
 * look is taken once by bench:extract (golds/first-looks.json), not by a test run. And no text file
 * of the repository repeats a run of the document's words (copied-text.ts): their text is not ours.
 */
const recorded: Record<string, { correct: number; regulatedCorrect: number }> = baseline.documents;

if (!hasRealCaos()) console.log('real-caos regression: ../shared/real-caos ontbreekt, overgeslagen');

describe.skipIf(!hasRealCaos())('real cao regression', async () => {
  const all = hasRealCaos() ? await listRealGolds() : [];
  const awaitingFirstLook = all.filter((gold) => gold.unseen && !(gold.file in recorded));
  for (const { file } of awaitingFirstLook)
    console.log(`real-caos regression: ${file} wacht op zijn eerste blik (geen baseline), overgeslagen`);
  const golds = all.filter((gold) => !awaitingFirstLook.includes(gold));
  it.each(golds.map((gold) => [gold.file, gold] as const))('%s', async (file, gold) => {
    const result = await runRealCao(gold);
    const floor = recorded[file] ?? { correct: 0, regulatedCorrect: 0 };
    expect(result.correct, 'elements right').toBeGreaterThanOrEqual(floor.correct);
    expect(result.regulatedCorrect, 'regulated values right').toBeGreaterThanOrEqual(floor.regulatedCorrect);
    expect(result.unverifiable, 'values without proof on their page').toBe(0);
    expect(findCopiedRuns(result.text), `files repeating ${RUN_WORDS} words of ${file}`).toEqual([]);
  });
});
