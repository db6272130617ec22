import { describe, expect, it } from 'vitest';
import type { Extraction, ExtractedElement } from '../types';
import { readGoldExtraction } from './testing/gold-extraction';
import { versionChanges } from './version-changes';

const metaal = readGoldExtraction('cao-metaal-fictief');

/** A copy of `base` with some elements replaced (a new version of the same cao). */
function nextVersion(
  base: Extraction,
  edits: Record<string, Record<string, Partial<ExtractedElement> | null>>,
): Extraction {
  const values = structuredClone(base.values);
  for (const [category, elements] of Object.entries(edits)) {
    for (const [key, edit] of Object.entries(elements)) {
      const own = (values[category] ??= {});
      if (edit === null) {
        delete own[key];
        continue;
      }
      own[key] = { ...(own[key] as ExtractedElement), ...edit } as ExtractedElement;
    }
  }
  return { ...base, values };
}

const element = (key: string, fields: Partial<ExtractedElement>): ExtractedElement => ({
  key,
  label: key,
  value: null,
  outcome: 'found',
  unit: 'text',
  article: null,
  pages: [],
  as_printed: null,
  quote: null,
  confidence: 1,
  ...fields,
});

describe('versionChanges', () => {
  it('lists nothing for two versions with the same values', () => {
    const { changes, summary } = versionChanges(metaal, structuredClone(metaal));
    expect(changes).toEqual([]);
    expect(summary).toEqual({ total: 0, gewijzigd: 0, nieuw: 0, vervallen: 0 });
  });

  it('lists only the changed values, old → new in Dutch notation, with both citations', () => {
    const minimum = metaal.values.beloning!.laagste_schaal_minimum!;
    const after = nextVersion(metaal, {
      beloning: {
        laagste_schaal_minimum: {
          value: Number(minimum.value) + 50,
          article: '12',
          pages: [14],
          quote: 'nieuwe loontabel',
        },
      },
      toeslagen: {
        overwerk_zaterdag: { value: Number(metaal.values.toeslagen!.overwerk_zaterdag!.value) + 1 },
      },
    });
    const { changes, summary } = versionChanges(metaal, after);
    expect(changes.map((change) => change.element_key)).toEqual([
      'laagste_schaal_minimum',
      'overwerk_zaterdag',
    ]);
    expect(summary).toEqual({ total: 2, gewijzigd: 2, nieuw: 0, vervallen: 0 });
    const [wage, saturday] = changes;
    expect(wage).toMatchObject({
      categorie: 'beloning',
      element: 'Laagste schaal, minimum maandloon',
      eenheid: 'euro per maand',
      unit: 'eur_per_month',
      kind: 'gewijzigd',
      ruw_oud: 2448.6,
      ruw_nieuw: 2498.6,
      waarde_oud: '€ 2.448,60 per maand',
      waarde_nieuw: '€ 2.498,60 per maand',
      verschil: '+€ 50,00 per maand',
      art_nr_oud: minimum.lid ? `${minimum.article} lid ${minimum.lid}` : minimum.article,
      paginas_oud: minimum.pages,
      art_nr_nieuw: minimum.lid ? `12 lid ${minimum.lid}` : '12',
      paginas_nieuw: [14],
      citaat_nieuw: 'nieuwe loontabel',
    });
    expect(wage!.paginas_oud.length).toBeGreaterThan(0);
    expect(saturday).toMatchObject({ kind: 'gewijzigd', verschil: '+1 procentpunt' });
  });

  it('names an element only the new version has nieuw, and one it lost vervallen, keeping why', () => {
    const before = nextVersion(metaal, { vergoedingen: { thuiswerkvergoeding: null } });
    const after = nextVersion(metaal, {
      vergoedingen: {
        thuiswerkvergoeding: element('thuiswerkvergoeding', {
          value: 2.5,
          unit: 'eur_per_day',
          article: '31',
          pages: [20],
          quote: 'een thuiswerkvergoeding van € 2,50 per dag',
        }),
      },
      pensioen: {
        pensioen_wachttijd: element('pensioen_wachttijd', {
          outcome: 'not_regulated',
          article: '40',
          lid: null,
          pages: [22],
        }),
      },
      duurzaam_werken_en_leven: { opleidingsbudget: null },
    });
    const { changes, summary } = versionChanges(before, after);
    const byKey = new Map(changes.map((change) => [change.element_key, change]));
    expect(byKey.get('thuiswerkvergoeding')).toMatchObject({
      kind: 'nieuw',
      waarde_oud: null,
      outcome_oud: 'not_found',
      waarde_nieuw: '€ 2,50 per dag',
      verschil: 'Nieuw in deze versie',
      art_nr_nieuw: '31',
      paginas_nieuw: [20],
      paginas_oud: [],
    });
    expect(byKey.get('pensioen_wachttijd')).toMatchObject({
      kind: 'vervallen',
      waarde_oud: 'vanaf de dag van indiensttreding, zonder leeftijdsgrens',
      art_nr_oud: '10.1 lid 2',
      paginas_oud: [21],
      waarde_nieuw: null,
      outcome_nieuw: 'not_regulated',
      art_nr_nieuw: '40',
      verschil: 'Vervallen in deze versie',
    });
    // Not in the new version's extraction at all: the engine did not find it (check by hand).
    expect(byKey.get('opleidingsbudget')).toMatchObject({
      kind: 'vervallen',
      waarde_oud: '€ 500,00',
      outcome_nieuw: 'not_found',
    });
    expect(summary).toEqual({ total: 3, gewijzigd: 0, nieuw: 1, vervallen: 2 });
  });

  it('marks what the new agency version puts under the inlenersbeloning', () => {
    const uitzend = readGoldExtraction('cao-uitzend-fictief');
    const after = nextVersion(uitzend, {
      verlof: { vakantiedagen: { value: Number(uitzend.values.verlof?.vakantiedagen?.value ?? 25) + 1 } },
    });
    const change = versionChanges(uitzend, after).changes.find((row) => row.element_key === 'vakantiedagen');
    expect(change).toMatchObject({ waarde_oud: '25 dagen per jaar', waarde_nieuw: '26 dagen per jaar' });
    expect(change?.is_inlenersbeloning).toBe(false);
    const wage = nextVersion(uitzend, {
      beloning: {
        laagste_schaal_minimum: element('laagste_schaal_minimum', { value: 2100, unit: 'eur_per_month' }),
      },
    });
    expect(versionChanges(uitzend, wage).changes[0]).toMatchObject({
      element_key: 'laagste_schaal_minimum',
      kind: 'nieuw',
      is_inlenersbeloning: true,
    });
  });
});
