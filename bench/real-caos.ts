/**
 * The real set for `pnpm bench:extract`: every gold in ../shared/real-caos/golds, its PDF extracted
 * and scored (accuracy = value and article right over all 49 elements; "regulated" = the same over the
 * values the cao regulates; citation page accuracy; unverifiable values). Prints one line and returns
 * null where ../shared/real-caos is absent. Extractions go to bench/out/real/ (outside git).
 * The documents developed on (the shared golds and the project's batches worked on since their first look,
 * engine/src/real-caos/golds/first-looks.json) get one table; a project batch not yet developed on gets a
 * table of its own: its figure is the one for an unseen real cao, and its misses are never listed (a batch
 * becomes developed on in first-looks.json before anyone looks at them). A total over all follows.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  hasRealCaos,
  listRealGolds,
  listUnseenGolds,
  runRealCao,
  UNSEEN_CAOS_DIR,
  type RealResult,
} from '../packages/engine/src/real-caos';
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
  const unseen: RealResult[] = [];
  for (const gold of await listRealGolds()) {
    const result = await runRealCao(gold);
    await writeFile(join(dir, `${gold.file}.json`), `${JSON.stringify(result.extraction, null, 2)}\n`);
    (gold.unseen ? unseen : developed).push(result);
  }
  const tables = [`Developed on:\n\n${reportSet('real, developed on', developed, true, showMisses)}`];
  if (unseen.length > 0) {
    tables.push(
      `Written last, not developed on (engine/src/real-caos/golds/first-looks.json):\n\n${reportSet('real, unseen', unseen, true, false)}`,
      `All golded real cao's:\n\n${reportSet('real, all', [...developed, ...unseen], true, false)}`,
    );
  }
  tables.push(...(await runUnseenSet(dir, showMisses)));
  return tables.join('\n\n');
}

/**
 * Real cao's from outside ../shared (engine/src/real-caos/unseen): the texts fetched into ../unseen-caos.
 * Those not developed on (unseen/first-looks.json) get a table without misses: the honest figure.
 */
export async function runUnseenSet(dir: string, showMisses: boolean): Promise<string[]> {
  const golds = await listUnseenGolds();
  if (golds.length === 0) {
    console.log(`\nreal: geen teksten van buiten ../shared in ${UNSEEN_CAOS_DIR}, overgeslagen`);
    return [];
  }
  const developed: RealResult[] = [];
  const unseen: RealResult[] = [];
  for (const gold of golds) {
    const result = await runRealCao(gold);
    await writeFile(join(dir, `${gold.file}.json`), `${JSON.stringify(result.extraction, null, 2)}\n`);
    (gold.unseen ? unseen : developed).push(result);
  }
  const tables: string[] = [];
  if (developed.length > 0)
    tables.push(
      `Outside ../shared, developed on (engine/src/real-caos/unseen):\n\n${reportSet('outside, developed on', developed, true, showMisses)}`,
    );
  if (unseen.length > 0)
    tables.push(
      `Outside ../shared, not developed on (engine/src/real-caos/unseen/first-looks.json):\n\n${reportSet('outside, unseen', unseen, true, false)}`,
    );
  return tables;
}
