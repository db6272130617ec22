import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractFile } from '../pipeline';
import { VERSION_CHANGE_VERDICTS, versionChanges } from './version-changes';

/**
 * The fictional agency cao in its two versions (fixtures/agency-versions): the later one's
 * inlenersbeloning lists ten components instead of six. What the list adds follows the hirer's cao
 * from then on, without a value in either version: the change list names it, citing the list.
 */
const FIXTURES = fileURLToPath(new URL('../../fixtures/agency-versions/', import.meta.url));
const extract = (filename: string) =>
  extractFile(new Uint8Array(readFileSync(`${FIXTURES}${filename}`)), { filename });

describe('versionChanges on the two versions of the fictional agency cao', () => {
  it('names each element the later inlenersbeloning list adds, with the list cited in the new version', async () => {
    const [older, later] = await Promise.all([
      extract('cao-flexwerk-2019-2021-fictief.pdf'),
      extract('cao-flexwerk-2024-2026-fictief.pdf'),
    ]);
    const { changes } = versionChanges(older, later);
    const listed = changes.filter((change) => change.verschil === VERSION_CHANGE_VERDICTS.nowFollowsHirer);
    expect(listed.map((change) => `${change.categorie}.${change.element_key}`).sort()).toEqual([
      'bijzondere_uitkeringen.eenmalige_uitkering',
      'bijzondere_uitkeringen.eindejaarsuitkering',
      'vergoedingen.maaltijdvergoeding',
      'vergoedingen.thuiswerkvergoeding',
    ]);
    for (const change of listed) {
      expect(change).toMatchObject({
        kind: 'gewijzigd',
        is_inlenersbeloning: true,
        was_inlenersbeloning: false,
        waarde_oud: null,
        waarde_nieuw: null,
        art_nr_nieuw: '5.3 lid 2',
      });
      expect(change.paginas_nieuw.length).toBeGreaterThan(0);
    }
    expect(changes.some((change) => change.verschil === VERSION_CHANGE_VERDICTS.noLongerFollowsHirer)).toBe(
      false,
    );
    // Elements on the list in both versions are not a change of the list.
    expect(changes.find((change) => change.element_key === 'laagste_schaal_minimum')).toBeUndefined();
  });
});
