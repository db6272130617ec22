/**
 * The real set for `pnpm bench:extract`: every gold in ../shared/real-caos/golds, its PDF extracted
 * and scored (accuracy = value and article right over all 49 elements; "regulated" = the same over the
 * values the cao regulates; citation page accuracy; unverifiable values). Prints one line and returns
 * null where ../shared/real-caos is absent. Extractions go to bench/out/real/ (outside git).
 * The golds the project wrote last (engine/src/real-caos/golds/, documents never developed on) get a
 * table of their own: their first look is the figure for an unseen real cao. A total over all follows.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasRealCaos, listRealGolds, runRealCao, type RealResult } from '../packages/engine/src/real-caos';
import { reportSet } from './support/score-table';

/** The real-set table (markdown), or null when ../shared/real-caos is not there. */
export async function runRealSet(out: string, showMisses: boolean): Promise<string | null> {
  if (!hasRealCaos()) {
    console.log('\nreal: ../shared/real-caos ontbreekt, echte cao-set overgeslagen');
    return null;
  }
  const dir = join(out, 'real');
  await mkdir(dir, { recursive: true });
  const developed: RealResult[] = [];
  const writtenLast: RealResult[] = [];
  for (const gold of await listRealGolds()) {
    const result = await runRealCao(gold);
    await writeFile(join(dir, `${gold.file}.json`), `${JSON.stringify(result.extraction, null, 2)}\n`);
    (gold.writtenLast ? writtenLast : developed).push(result);
  }
  const tables = [reportSet('real', developed, true, showMisses)];
  if (writtenLast.length > 0) {
    tables.push(
      `Written last (engine/src/real-caos/golds/, never developed on):\n\n${reportSet('real, written last', writtenLast, true, showMisses)}`,
      `All golded real cao's:\n\n${reportSet('real, all', [...developed, ...writtenLast], true, false)}`,
    );
  }
  return tables.join('\n\n');
}
