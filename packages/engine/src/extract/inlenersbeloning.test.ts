import { describe, expect, it } from 'vitest';
import { findInlenersbeloning, mapInlenersItem } from './inlenersbeloning';
import { makeCao } from './testing/make-document';

describe('findInlenersbeloning', () => {
  it('reads an ABU-style list under another article title', () => {
    const doc = makeCao(
      [
        'Artikel 19 Beloning',
        '1. De uitzendkracht heeft recht op de inlenersbeloning.',
        '2. De inlenersbeloning bestaat uitsluitend uit de volgende elementen:',
        'a. het geldende periodeloon in de schaal;',
        'b. arbeidsduurverkorting;',
        'c. toeslagen voor overwerk en ploegendienst;',
        'd. initiële loonsverhoging;',
        'e. kostenvergoedingen;',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc);
    expect(found).toMatchObject({ article: '19', lid: '2' });
    expect(found!.elements).toEqual(
      expect.arrayContaining([
        'verlof.adv_dagen',
        'toeslagen.ploegentoeslag_3ploegen',
        'vergoedingen.reiskosten_per_km',
      ]),
    );
  });

  it('reads a lettered list whose lead-in names the hirer as opdrachtgever, with a sentence after the list', () => {
    const doc = makeCao(
      [
        'Artikel 8 Inlenersbeloning',
        '1. Voor de uitzendkracht gelden de volgende onderdelen van het loon zoals die bij de opdrachtgever gelden:',
        'a. het loon in de functieschaal;',
        'b. de periodieke verhogingen (bedrag en datum als bij de opdrachtgever);',
        'c. de toeslag voor onregelmatige uren en de toeslag voor verschoven uren;',
        'd. vergoedingen voor reiskosten en pensionkosten.',
        'Dit lid geldt ook bij een volgende terbeschikkingstelling.',
        '2. De uitzendonderneming vraagt de gegevens op.',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc)!;
    expect(found).toMatchObject({ article: '8', lid: '1' });
    expect(found.items.map((item) => item.sub)).toEqual(['a', 'b', 'c', 'd']);
    expect(found.elements).toEqual(
      expect.arrayContaining(['periodieken.periodiek_hoogte', 'toeslagen.onregelmatigheid_nacht']),
    );
  });

  it('reads a list announced by what belongs to the pay of the hirer', () => {
    const doc = makeCao(
      [
        'Artikel 14 Beloning',
        '1. De uitzendkracht krijgt ten minste het loon dat de inlener zijn eigen werknemers in een gelijkwaardige functie betaalt. Daartoe behoren:',
        'a. het salaris volgens de loontabel;',
        'b. de roostervrije dagen;',
        'c. de eenmalige uitkeringen;',
        'd. de vergoeding voor thuiswerk.',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc)!;
    expect(found).toMatchObject({ article: '14', lid: '1' });
    expect(found.elements).toEqual(
      expect.arrayContaining([
        'beloning.laagste_schaal_minimum',
        'verlof.adv_dagen',
        'bijzondere_uitkeringen.eenmalige_uitkering',
        'vergoedingen.thuiswerkvergoeding',
      ]),
    );
  });

  it('reads a list in bullets', () => {
    const doc = makeCao(
      [
        'Artikel 5 Gelijke beloning',
        '1. De beloning van de uitzendkracht is gelijk aan die bij de inlener en bestaat uit:',
        '• het uurloon in de schaal;',
        '• de arbeidsduurverkorting, in tijd of in geld;',
        '• de toeslagen voor overwerk;',
        '• de initiële verhogingen van het loon.',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc)!;
    expect(found).toMatchObject({ article: '5', lid: '1' });
    expect(found.items.map((item) => item.sub)).toEqual([
      'opsommingsteken 1',
      'opsommingsteken 2',
      'opsommingsteken 3',
      'opsommingsteken 4',
    ]);
    expect(found.elements).toEqual(
      expect.arrayContaining([
        'verlof.adv_dagen',
        'toeslagen.overwerk_zaterdag',
        'initiele_verhogingen.verhoging_1',
      ]),
    );
  });

  it('reads a table of conditions and leaves out the rows the agency cao keeps to itself', () => {
    const doc = makeCao(
      [
        'Artikel 3:4 Inlenersbeloning',
        '1. Voor de arbeidsvoorwaarden hieronder geldt voor de uitzendkracht wat de inlener toepast:',
        'Onderwerp Regeling',
        'Schaalloon volgt de regeling van de inlener',
        'Toeslagen voor overwerk en volgt de regeling van de inlener',
        'ploegendienst',
        'Periodieken volgt de regeling van de inlener; zie ook artikel',
        '3:7',
        'Vakantiedagen eigen regeling, artikel 6:1',
        'Pensioen eigen regeling, artikel 8:2',
        '2. De uitzendonderneming legt de gegevens vast.',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc)!;
    expect(found).toMatchObject({ article: '3:4', lid: '1' });
    expect(found.items.map((item) => item.text)).toEqual([
      'Schaalloon',
      'Toeslagen voor overwerk en ploegendienst',
      'Periodieken',
    ]);
    expect(found.elements).toContain('toeslagen.ploegentoeslag_2ploegen');
    expect(found.elements).toContain('periodieken.periodiek_moment');
    expect(found.elements).not.toContain('verlof.vakantiedagen');
    expect(found.elements).not.toContain('pensioen');
  });

  it('leaves out a list item that keeps the agency cao its own rule', () => {
    const doc = makeCao(
      [
        'Artikel 11 Inlenersbeloning',
        '1. De inlenersbeloning omvat:',
        'a. het loon in de schaal;',
        'b. de toeslagen voor ploegendienst;',
        'c. de vakantiedagen, met dien verstande dat hiervoor een eigen regeling geldt;',
        'd. de reiskosten.',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc)!;
    expect(found.elements).toContain('vergoedingen.reiskosten_per_km');
    expect(found.elements).not.toContain('verlof.vakantiedagen');
  });

  it('does not take an equal-pay article without a list of the inlener', () => {
    const doc = makeCao(
      'Artikel 4 Gelijke beloning\n1. De werkgever beloont gelijk werk gelijk.\n2. Hij toetst dit jaarlijks.',
    );
    expect(findInlenersbeloning(doc)).toBeNull();
  });

  it('does not take a list about hired workers that is not about their pay', () => {
    const doc = makeCao(
      [
        'Artikel 9 Ingeleende krachten',
        '1. De werkgever die als inlener optreedt, meldt de ondernemingsraad jaarlijks:',
        'a. het aantal ingeleende krachten;',
        'b. de afdelingen waar zij werken;',
        'c. de gemiddelde duur van de inlening.',
      ].join('\n'),
    );
    expect(findInlenersbeloning(doc)).toBeNull();
  });

  it('maps list items to schema elements by their words, each once', () => {
    expect(mapInlenersItem('de toeslag of compensatie voor het werken op feestdagen')).toEqual([
      'toeslagen.overwerk_zondag_feestdag',
    ]);
    expect(mapInlenersItem('de structurele eindejaarsuitkering')).toEqual([
      'bijzondere_uitkeringen.eindejaarsuitkering',
    ]);
    const surcharges = mapInlenersItem('toeslagen voor overwerk en voor werk op feestdagen');
    expect(surcharges.length).toBe(new Set(surcharges).size);
  });

  it('tells travel costs alone from expense allowances in general', () => {
    const travel = ['vergoedingen.reiskosten_per_km', 'vergoedingen.reiskosten_drempel_km'];
    const expenses = [...travel, 'vergoedingen.maaltijdvergoeding'];
    expect(
      mapInlenersItem('de vergoeding van reiskosten voor woon-werkverkeer, voor zover onbelast'),
    ).toEqual(travel);
    expect(mapInlenersItem('een reiskostenvergoeding volgens de regeling van de opdrachtgever')).toEqual(
      travel,
    );
    expect(mapInlenersItem('alle kostenvergoedingen, zoals voor reizen en maaltijden')).toEqual(expenses);
    expect(mapInlenersItem('de vergoeding van kosten die nodig zijn om het werk te doen')).toEqual(expenses);
    expect(mapInlenersItem('de onkostenvergoedingen van de inlener')).toEqual(expenses);
    expect(mapInlenersItem('de vergoeding voor maaltijden bij overwerk')).toContain(
      'vergoedingen.maaltijdvergoeding',
    );
    // Lodging has no schema element; home working is named apart, never implied by "kosten".
    expect(mapInlenersItem('de vergoeding van pensionkosten')).toEqual([]);
    expect(mapInlenersItem('alle kostenvergoedingen')).not.toContain('vergoedingen.thuiswerkvergoeding');
  });

  it('maps working-time reduction and periodic raises by the words agency lists use', () => {
    expect(mapInlenersItem('de arbeidstijdverkorting, in vrije tijd of in geld')).toEqual([
      'verlof.adv_dagen',
    ]);
    expect(mapInlenersItem('de periodieke loonsverhogingen binnen de loonschaal')).not.toContain(
      'initiele_verhogingen.verhoging_1',
    );
    expect(mapInlenersItem('de periodieke loonsverhogingen')).toEqual([
      'periodieken.periodiek_hoogte',
      'periodieken.periodiek_moment',
      'periodieken.voorwaarde_periodiek',
    ]);
    expect(mapInlenersItem('de algemene loonsverhogingen')).toContain('initiele_verhogingen.verhoging_1');
  });
});
