import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPECTED_CHANGES } from '../../fixtures/catalogue-versions/docs/groenwerk';
import { extractFile } from '../pipeline';
import { versionChanges } from './version-changes';

/**
 * The fictional Cao Groenwerk in two versions (fixtures/catalogue-versions): version 2 raises the
 * wage table and adds a home-working allowance, nothing else. Extracted by the built-in engine,
 * the change list names exactly those, each with its article and page in both versions.
 */
const FIXTURES = fileURLToPath(new URL('../../fixtures/catalogue-versions/', import.meta.url));
const extract = (version: 1 | 2) => {
  const filename = `cao-groenwerk-v${version}-fictief.pdf`;
  return extractFile(new Uint8Array(readFileSync(`${FIXTURES}${filename}`)), { filename });
};

describe('versionChanges on the two versions of Cao Groenwerk (fictief)', () => {
  it('lists exactly the changed wage table and the new allowance, cited in both versions', async () => {
    const [before, after] = await Promise.all([extract(1), extract(2)]);
    const { changes, summary } = versionChanges(before, after);
    expect(
      changes.map(({ element_key, kind, waarde_oud, waarde_nieuw, art_nr_nieuw }) => ({
        element_key,
        kind,
        waarde_oud,
        waarde_nieuw,
        art_nr: art_nr_nieuw,
      })),
    ).toEqual(EXPECTED_CHANGES);
    expect(summary).toEqual({ total: 3, gewijzigd: 2, nieuw: 1, vervallen: 0 });
    const [minimum, maximum, homeWorking] = changes;
    for (const change of [minimum!, maximum!]) {
      expect(change).toMatchObject({ art_nr_oud: '4.2', paginas_oud: [2], paginas_nieuw: [2] });
      expect(change.citaat_oud).toBeTruthy();
      expect(change.citaat_nieuw).toBeTruthy();
    }
    expect(minimum!.verschil).toBe('+€ 77,50 per maand');
    expect(homeWorking).toMatchObject({
      outcome_oud: 'not_found',
      paginas_oud: [],
      paginas_nieuw: [3],
      verschil: 'Nieuw in deze versie',
    });
    expect(homeWorking!.citaat_nieuw).toContain('€ 2,45 per dag');
  });
});
