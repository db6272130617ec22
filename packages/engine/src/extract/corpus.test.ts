import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../text';
import { extractDocument } from './extract-document';

/**
 * Regression over the test corpus (packages/engine/corpus), scored by the corpus's own score.mjs: accuracy and citation
 * page accuracy must stay at what the built-in extractor reaches (bench/RESULTS.md), and no value
 * may lack its printed proof on a cited page.
 */
const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));
const OUT = mkdtempSync(join(tmpdir(), 'caoscan-corpus-'));

const DOCUMENTS = [
  ['cao-metaal-fictief.pdf', 'cao-metaal-fictief.gold.json'],
  ['cao-schoonmaak-fictief.pdf', 'cao-schoonmaak-fictief.gold.json'],
  ['cao-schoonmaak-fictief.docx', 'cao-schoonmaak-fictief.gold.json'],
  ['cao-retail-fictief.pdf', 'cao-retail-fictief.gold.json'],
  ['cao-uitzend-fictief.pdf', 'cao-uitzend-fictief.gold.json'],
  ['cao-logistiek-lang.pdf', 'cao-logistiek-lang.gold.json'],
  ['bad/legacy-word97.doc', 'bad/legacy-word97.gold.json'],
  ['bad/cao-fragment.txt', 'bad/cao-fragment.gold.json'],
] as const;

const MIN_ACCURACY = 100;
const MIN_PAGE_ACCURACY = 100;

interface Summary {
  accuracy: number;
  citation_page_accuracy: number | null;
}

describe('corpus regression (score.mjs)', () => {
  it.each(DOCUMENTS)('%s', async (file, gold) => {
    const doc = await readDocument(new Uint8Array(readFileSync(join(CORPUS, file))));
    const extraction = await extractDocument(doc, { documentName: file });
    const out = join(OUT, `${file.replace(/\//g, '_')}.json`);
    writeFileSync(out, JSON.stringify(extraction));
    const run = spawnSync(process.execPath, [join(CORPUS, 'score.mjs'), join(CORPUS, gold), out, '--json'], {
      encoding: 'utf8',
    });
    const { summary } = JSON.parse(run.stdout) as { summary: Summary };
    expect(summary.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
    if (summary.citation_page_accuracy !== null) {
      expect(summary.citation_page_accuracy).toBeGreaterThanOrEqual(MIN_PAGE_ACCURACY);
    }
    for (const elements of Object.values(extraction.values)) {
      for (const element of Object.values(elements)) {
        if (element.value === null) continue;
        expect(element.as_printed, element.key).toBeTruthy();
      }
    }
  });
});
