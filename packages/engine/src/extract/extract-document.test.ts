import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../schema';
import { readDocument } from '../text';
import type { CategoryExtractor, DocumentText } from '../types';
import { extractCategory, extractDocument } from './extract-document';
import { getDefaultExtractor } from './default-extractor';
import { builtinExtractor } from './builtin-extractor';
import { makeCao } from './testing/make-document';

const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));

describe('extractDocument', () => {
  let uitzend: DocumentText;
  let metaal: DocumentText;
  beforeAll(async () => {
    uitzend = await readDocument(new Uint8Array(readFileSync(`${CORPUS}cao-uitzend-fictief.pdf`)));
    metaal = await readDocument(new Uint8Array(readFileSync(`${CORPUS}cao-metaal-fictief.pdf`)));
  });

  it('fills every schema element, names the cao and reports each category', async () => {
    const seen: string[] = [];
    const extraction = await extractDocument(metaal, {
      documentName: 'metaal.pdf',
      onCategory: (c) => seen.push(c),
    });
    expect(extraction).toMatchObject({
      document: 'metaal.pdf',
      cao_name: 'Cao Metaal- en Technische Bedrijven (fictief)',
      page_count: 31,
      extractor: 'builtin',
      inlenersbeloning: null,
    });
    expect(seen.sort()).toEqual(SCHEMA.map((c) => c.key).sort());
    for (const category of SCHEMA) {
      expect(Object.keys(extraction.values[category.key]!)).toEqual(category.elements.map((e) => e.key));
    }
  });

  it('finds the inlenersbeloning of an agency cao and cites it for elements that follow the client', async () => {
    const extraction = await extractDocument(uitzend);
    expect(extraction.inlenersbeloning).toMatchObject({ article: '26', lid: '2', pages: [12] });
    expect(extraction.inlenersbeloning!.elements).toEqual(
      expect.arrayContaining([
        'toeslagen.overwerk_zaterdag',
        'verlof.adv_dagen',
        'bijzondere_uitkeringen.eindejaarsuitkering',
      ]),
    );
    expect(extraction.inlenersbeloning!.elements).not.toContain('vakantiebijslag');
    const overtime = extraction.values.toeslagen!.overwerk_zaterdag!;
    expect(overtime).toMatchObject({
      value: null,
      outcome: 'not_regulated',
      article: '26',
      lid: '2',
      pages: [12],
    });
    expect(overtime.note).toMatch(/inlenersbeloning/);
  });

  it('completes a category an extractor answers only in part', async () => {
    const partial: CategoryExtractor = { name: 'llm', extractCategory: () => Promise.resolve({}) };
    const values = await extractCategory(makeCao('Artikel 1 Test'), 'verlof', partial);
    expect(Object.keys(values)).toEqual(['vakantiedagen', 'adv_dagen', 'bijzonder_verlof_huwelijk']);
    expect(values.vakantiedagen).toMatchObject({ value: null, outcome: 'not_found', article: null });
  });

  it('tells found, not regulated (with the words that say so) and not found apart', async () => {
    const values = await extractCategory(
      makeCao(
        'Artikel 5 Werktijden\nDeze cao kent geen afzonderlijke toeslag voor onregelmatige uren.\n' +
          'Artikel 6 Overwerk\nVoor overuren op zaterdag ontvangt de werknemer een toeslag van 50%.',
      ),
      'toeslagen',
    );
    expect(values.overwerk_zaterdag).toMatchObject({ value: 50, outcome: 'found', article: '6' });
    expect(values.onregelmatigheid_avond).toMatchObject({
      value: null,
      outcome: 'not_regulated',
      article: '5',
    });
    expect(values.onregelmatigheid_avond!.as_printed).toMatch(/kent geen afzonderlijke toeslag/);
    expect(values.onregelmatigheid_avond!.pages).toEqual([2]);
    expect(values.ploegentoeslag_2ploegen).toMatchObject({
      value: null,
      outcome: 'not_found',
      article: null,
    });
  });
});

describe('getDefaultExtractor', () => {
  it('is the built-in extractor unless LLM_PROVIDER is set', () => {
    expect(getDefaultExtractor({})).toBe(builtinExtractor);
  });
});

describe('getDefaultExtractor with an LLM', () => {
  it('is an LLM extractor when LLM_PROVIDER is configured', () => {
    const extractor = getDefaultExtractor({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-test',
      LLM_API_KEY: 'sk-test',
    });
    expect(extractor.name).toBe('llm');
  });
});
