/**
 * Turns each hand-written gold spec (docs/*.gold.ts) into `<document>.gold.json` in the corpus gold
 * format. The only thing computed is `pages`: the physical pages on which the quote and the `also`
 * passages stand in the text layer that readDocument gives (the text layer is trusted). It refuses
 * a spec that misses a schema element, a quote that stands nowhere, an as_printed outside its quote,
 * or a printed number that does not give the value.
 * Run: tsx packages/engine/holdout/generate/build-golds.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { readDocument } from '../../src/text';
import type { DocumentText } from '../../src/types';
import { HOLDOUT_GOLDS } from '../docs/golds';
import type { GoldSpec, GoldSpecEntry } from './gold-spec';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = resolve(ROOT, '../corpus/schema.json');

interface SchemaFile {
  categories: Array<{ key: string; elements: Array<{ key: string; unit: string }> }>;
}

const norm = (text: string): string => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** Page text with line breaks as spaces, plus a variant that rejoins words hyphenated over lines. */
function pageTexts(doc: DocumentText): Array<{ page: number; text: string; joined: string }> {
  return doc.pages.map((page) => {
    const text = norm(page.lines.join(' '));
    return { page: page.number, text, joined: text.replace(/(\p{L})- (\p{Ll})/gu, '$1$2') };
  });
}

function findPages(pages: ReturnType<typeof pageTexts>, passage: string): number[] {
  const needle = norm(passage);
  return pages
    .filter((page) => page.text.includes(needle) || page.joined.includes(needle))
    .map((page) => page.page);
}

/** First Dutch number in a printed value ("€ 2.726,40" → 2726.4), or null for words. */
function parsePrinted(printed: string): number | null {
  const match = /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/.exec(printed);
  if (!match) return null;
  return Number(match[0].replace(/\./g, '').replace(',', '.'));
}

function checkValue(where: string, entry: GoldSpecEntry, unit: string): void {
  if (typeof entry.value !== 'number' || !entry.as_printed || unit === 'date') return;
  const printed = parsePrinted(entry.as_printed);
  if (printed === null) return;
  const factor = entry.conversion?.factor ?? 1;
  const converted = printed * factor + (entry.conversion?.offset ?? 0);
  const ok =
    entry.value === 0 ? converted === 0 : Math.abs(converted - entry.value) <= Math.abs(entry.value) * 0.005;
  if (!ok) throw new Error(`${where}: "${entry.as_printed}" geeft ${converted}, niet ${entry.value}`);
}

function buildEntry(where: string, entry: GoldSpecEntry, unit: string, pages: ReturnType<typeof pageTexts>) {
  const found = new Set<number>();
  for (const passage of [entry.quote, ...(entry.also ?? [])]) {
    if (!passage) continue;
    const hits = findPages(pages, passage);
    if (hits.length === 0) throw new Error(`${where}: passage staat nergens: "${passage}"`);
    if (entry.as_printed && !norm(passage).includes(norm(entry.as_printed))) {
      throw new Error(`${where}: as_printed "${entry.as_printed}" staat niet in "${passage}"`);
    }
    for (const hit of hits) found.add(hit);
  }
  if (entry.value === null && !entry.note) throw new Error(`${where}: null zonder note`);
  if (entry.value !== null && (!entry.quote || !entry.as_printed || !entry.article)) {
    throw new Error(`${where}: waarde zonder quote, as_printed of artikel`);
  }
  if (unit === 'text' && entry.value !== null && !entry.keywords?.length)
    throw new Error(`${where}: tekst zonder keywords`);
  checkValue(where, entry, unit);
  const out: Record<string, unknown> = { value: entry.value, unit, article: entry.article ?? null };
  if (entry.lid) out.lid = entry.lid;
  out.as_printed = entry.as_printed ?? null;
  out.pages = [...found].sort((a, b) => a - b);
  out.quote = entry.quote ?? null;
  for (const key of ['in_table', 'table_row', 'keywords', 'normalisation', 'conversion', 'note'] as const) {
    if (entry[key] !== undefined) out[key] = entry[key];
  }
  return out;
}

async function buildGold(spec: GoldSpec, schema: SchemaFile): Promise<void> {
  const bytes = new Uint8Array(await readFile(join(ROOT, spec.document)));
  const doc = await readDocument(bytes, { filename: spec.document });
  const pages = pageTexts(doc);
  const values: Record<string, Record<string, unknown>> = {};
  for (const category of schema.categories) {
    values[category.key] = {};
    for (const element of category.elements) {
      const entry = spec.values[category.key]?.[element.key];
      const where = `${spec.document} ${category.key}.${element.key}`;
      if (!entry) throw new Error(`${where}: ontbreekt`);
      values[category.key]![element.key] = buildEntry(where, entry, element.unit, pages);
    }
  }
  for (const [category, elements] of Object.entries(spec.values)) {
    for (const key of Object.keys(elements)) {
      if (!schema.categories.some((c) => c.key === category && c.elements.some((e) => e.key === key))) {
        throw new Error(`${spec.document}: onbekend element ${category}.${key}`);
      }
    }
  }
  const gold = {
    document: spec.document,
    cao_name: spec.cao_name,
    sector: spec.sector,
    page_count: doc.pages.length,
    page_basis:
      doc.format === 'pdf'
        ? `1-based physical page index of ${spec.document}`
        : `1-based page index as read by the engine's DOCX reader (readDocument) from ${spec.document}`,
    ...(spec.notes ? { notes: spec.notes } : {}),
    values,
  };
  const file = spec.document.replace(/\.(pdf|docx)$/, '.gold.json');
  const path = join(ROOT, file);
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(JSON.stringify(gold, null, 2), { ...options, filepath: path }));
  console.log(`${file}: ${schema.categories.reduce((n, c) => n + c.elements.length, 0)} elementen`);
}

const schema = JSON.parse(await readFile(SCHEMA, 'utf8')) as SchemaFile;
for (const spec of HOLDOUT_GOLDS) await buildGold(spec, schema);
