import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../compare/testing/gold-extraction';
import { readDocument } from '../../text';
import type { DocumentText } from '../../types';
import { createLlmExtractor, LlmExtractionError } from './create-llm-extractor';
import { readLlmConfig } from './read-llm-config';
import {
  startLocalLlmServer,
  type ChatRequest,
  type LocalLlmServer,
} from './testing/openai-compatible-server';

function element(key: string, value: number | null, asPrinted: string | null, pages: number[], extra = {}) {
  return {
    key,
    value,
    unit: 'pct',
    article: '5.1',
    lid: '1',
    pages,
    as_printed: asPrinted,
    quote: null,
    conversion: null,
    confidence: 0.9,
    ...extra,
  };
}

/** What a model might say about metaal's surcharges: three true values and two it made up. */
const TOESLAGEN_ANSWER = {
  elements: [
    element('overwerk_maandag_vrijdag', 30, '30%', [13], {
      quote: 'op maandag tot en met vrijdag: 30% van het uurloon;',
    }),
    element('overwerk_zaterdag', 50, '50%', [13]),
    element('ploegentoeslag_2ploegen', 14, '14%', [13], { article: '5.2', lid: null }),
    // Not printed on page 13 (the cao says 22%): verification must drop it.
    element('ploegentoeslag_3ploegen', 27, '27%', [13], { article: '5.2', lid: null }),
    // Cites the pension page, which the extractor never sent: dropped as well.
    element('overwerk_zondag_feestdag', 100, '100%', [21]),
  ],
};

function promptOf(request: ChatRequest): string {
  return request.messages.map((message) => JSON.stringify(message.content)).join('\n');
}

let server: LocalLlmServer;
let doc: DocumentText;

beforeAll(async () => {
  server = await startLocalLlmServer(() => TOESLAGEN_ANSWER);
  doc = await readDocument(new Uint8Array(await readFile(`${CORPUS_DIR}/cao-metaal-fictief.pdf`)));
}, 60_000);

afterAll(() => server.close());

describe('createLlmExtractor against a local OpenAI-compatible endpoint', () => {
  it('sends only the relevant pages and keeps only verified values', async () => {
    const config = readLlmConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'lokaal-model',
      LLM_BASE_URL: server.baseURL,
    })!;
    const extractor = createLlmExtractor(config);
    expect(extractor.name).toBe('llm');
    const values = await extractor.extractCategory(doc, 'toeslagen');

    expect(server.requests).toHaveLength(1);
    const prompt = promptOf(server.requests[0]!);
    const sentPages = [...prompt.matchAll(/=== Pagina (\d+) ===/g)].map((match) => Number(match[1]));
    expect(sentPages).toContain(13);
    expect(sentPages.length).toBeLessThanOrEqual(8);
    expect(sentPages.length).toBeLessThan(doc.pages.length / 2);
    expect(sentPages).not.toContain(1);
    expect(sentPages).not.toContain(21);
    expect(prompt).toContain('overwerk_zaterdag');
    expect(server.requests[0]!.model).toBe('lokaal-model');

    expect(values.overwerk_maandag_vrijdag).toMatchObject({
      value: 30,
      outcome: 'found',
      as_printed: '30%',
      pages: [13],
      article: '5.1',
    });
    expect(values.overwerk_maandag_vrijdag?.label).toBe('Overwerktoeslag maandag t/m vrijdag');
    expect(values.overwerk_zaterdag?.value).toBe(50);
    expect(values.ploegentoeslag_2ploegen?.value).toBe(14);
    expect(values.ploegentoeslag_3ploegen).toMatchObject({ value: null, outcome: 'not_found', pages: [] });
    expect(values.ploegentoeslag_3ploegen?.note).toMatch(/staat niet op de geciteerde/);
    expect(values.overwerk_zondag_feestdag).toMatchObject({ value: null, pages: [] });
  });

  it('asks nothing for a category the schema does not know', async () => {
    const before = server.requests.length;
    const extractor = createLlmExtractor({
      provider: 'openai-compatible',
      model: 'm',
      baseURL: server.baseURL,
    });
    expect(await extractor.extractCategory(doc, 'onbekende_categorie')).toEqual({});
    expect(server.requests.length).toBe(before);
  });

  it('turns an answer that is not the requested JSON into a Dutch error', async () => {
    const broken = await startLocalLlmServer(() => ({ iets: 'anders' }));
    try {
      const extractor = createLlmExtractor(
        { provider: 'openai-compatible', model: 'm', baseURL: broken.baseURL },
        { maxRetries: 0 },
      );
      const attempt = extractor.extractCategory(doc, 'verlof');
      await expect(attempt).rejects.toBeInstanceOf(LlmExtractionError);
      await expect(attempt).rejects.toThrow(/Het taalmodel kon de categorie Verlof niet uitlezen/);
    } finally {
      await broken.close();
    }
  });
});
