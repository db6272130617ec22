import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { matchHeading } from './headings';

/** The unit (label and chapter) of the first non-contents line starting with `text`. */
function unitAt(body: string, text: string) {
  const structure = buildStructure(makeDocument(body));
  const line = structure.lines.find((l) => l.text.startsWith(text) && l.kind !== 'toc');
  if (!line) throw new Error(`no line ${text}`);
  const unit = structure.units[line.unit]!;
  return { label: unit.label, chapter: unit.chapter, lid: line.lid };
}

/** The ways Dutch cao's print their headings, each in a fictional text of our own. */
describe('layout families of headings', () => {
  it.each([
    ['§ 2.3 Ploegendienst', 'paragraph', '§ 2.3', 'Ploegendienst'],
    ['§2.3 Ploegendienst', 'paragraph', '§ 2.3', 'Ploegendienst'],
    ['Paragraaf 4 Werktijden', 'paragraph', '§ 4', 'Werktijden'],
    ['Art. 12a Ploegentoeslag', 'article', '12a', 'Ploegentoeslag'],
    ['Artikel 5: Vakantie', 'article', '5', 'Vakantie'],
    ['ARTIKEL 12A: WACHTDIENST', 'article', '12A', 'WACHTDIENST'],
    ['Artikel 7 – Reiskosten', 'article', '7', 'Reiskosten'],
    ['Artikel 3.1 B', 'article', '3.1 B', ''],
    ['Hoofdstuk IV Beloning', 'chapter', 'IV', 'Beloning'],
    ['HOOFDSTUK XI. SLOTBEPALINGEN', 'chapter', 'XI', 'SLOTBEPALINGEN'],
    ['Hoofdstuk 3: Arbeidstijden', 'chapter', '3', 'Arbeidstijden'],
    ['Thema 7 Mijn gezondheid', 'chapter', '7', 'Mijn gezondheid'],
    ['Cluster 9. Arbeidsduur en vakantie', 'chapter', '9', 'Arbeidsduur en vakantie'],
    ['Module 2 Beloning', 'chapter', '2', 'Beloning'],
    ['Protocol 2 Werkgelegenheid', 'bijlage', 'Protocol 2', 'Werkgelegenheid'],
    ['Addendum 1 Lonen per 1 juli', 'bijlage', 'Addendum 1', 'Lonen per 1 juli'],
    ['Aanhangsel A Modelcontract', 'bijlage', 'Aanhangsel A', 'Modelcontract'],
    ['Bijlage II-3 Reglement bezwaarcommissie', 'bijlage', 'Bijlage II-3', 'Reglement bezwaarcommissie'],
    ['Bijlage IV , Loontabellen voor vakkrachten', 'bijlage', 'Bijlage IV', 'Loontabellen voor vakkrachten'],
  ])('reads "%s"', (line, kind, label, title) => {
    expect(matchHeading(line)).toEqual({ kind, label, title });
  });

  it('reads "1.1." and "1.2." under section 7.2 as items of that section, not as sections of chapter 1', () => {
    const body = [
      'Thema 6 Mijn inkomen',
      '6.1 Loon',
      'Het loon staat in de fictieve loontabel.',
      'Thema 7 Mijn gezondheid',
      '7.1 Ziekmelding',
      'Je meldt je ziek voor 9.00 uur.',
      '7.2 Loon bij ziekte',
      'Als je ziek bent ontvang je:',
      '1.1. De wettelijke doorbetaling van 70%.',
      '1.2. Daarbovenop een aanvulling',
      'tot 90% van het maandloon in het eerste jaar.',
      '7.3 Regels bij ziekte',
      'Je volgt de aanwijzingen van de bedrijfsarts.',
    ].join('\n');
    expect(unitAt(body, 'tot 90% van het maandloon')).toMatchObject({
      label: '7.2',
      chapter: 'Hoofdstuk 7 Mijn gezondheid',
    });
    expect(unitAt(body, 'Je volgt de aanwijzingen')).toMatchObject({ label: '7.3' });
  });

  it('opens the chapter and its first article where both stand on one line', () => {
    const body = [
      'Hoofdstuk 2 Artikel 2.1 Werkingssfeer',
      'Deze cao geldt voor alle werkgevers in de fictieve veilingsector.',
      'HOOFDSTUK 3 – ARTIKEL 3.1 ARBEIDSDUUR',
      'De arbeidsduur bedraagt 37 uur per week.',
      'Artikel 3.2 Rooster',
      'De werkgever maakt het rooster vier weken vooruit bekend.',
    ].join('\n');
    expect(unitAt(body, 'Deze cao geldt')).toMatchObject({ label: '2.1', chapter: 'Hoofdstuk 2' });
    expect(unitAt(body, 'De arbeidsduur')).toMatchObject({ label: '3.1', chapter: 'Hoofdstuk 3' });
    expect(unitAt(body, 'De werkgever maakt')).toMatchObject({ label: '3.2', chapter: 'Hoofdstuk 3' });
  });

  it('reads Roman chapters with articles numbered through the cao', () => {
    const body = [
      'HOOFDSTUK I ALGEMEEN',
      'Artikel 1 Definities',
      'Werkgever: de onderneming die onder deze cao valt.',
      'HOOFDSTUK II BELONING',
      'Artikel 2 Loon',
      'Het loon wordt per maand betaald.',
    ].join('\n');
    expect(unitAt(body, 'Het loon wordt')).toMatchObject({ label: '2', chapter: 'Hoofdstuk II BELONING' });
  });

  it('cites a value under "§ 2.3" and under "Art. 12a" by their own label', () => {
    const body = [
      'Art. 12 Toeslagen',
      'Toeslagen worden per periode betaald.',
      'Art. 12a Ploegentoeslag',
      '1. De ploegentoeslag bedraagt 15%.',
      '§ 2.3 Consignatie',
      'Voor elke consignatiedienst ontvangt de werknemer € 20.',
    ].join('\n');
    expect(unitAt(body, '1. De ploegentoeslag')).toMatchObject({ label: '12a', lid: '1' });
    expect(unitAt(body, 'Voor elke consignatie')).toMatchObject({ label: '§ 2.3' });
  });
});

describe('annex titles printed over two lines', () => {
  const titleOf = (body: string, label: string): string | undefined =>
    buildStructure(makeDocument(body)).units.find((unit) => unit.label === label)?.title;

  it('goes on with a title that breaks off in a linking word or a hyphen', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt twee jaar.',
      'Bijlage III Regeling voor reservering van vakantie- en',
      'feestdagen',
      'De reservering bedraagt 10% van het loon.',
      'BIJLAGE IV',
      'MODELOVEREENKOMST VOOR WERK MET',
      'WISSELENDE UREN',
      'Partijen komen het volgende overeen.',
      'Bijlage V Toeslag voor werk bij ploegen-',
      'dienst',
      'De toeslag bedraagt 15%.',
    ].join('\n');
    expect(titleOf(body, 'Bijlage III')).toBe('Regeling voor reservering van vakantie- en feestdagen');
    expect(titleOf(body, 'Bijlage IV')).toBe('MODELOVEREENKOMST VOOR WERK MET WISSELENDE UREN');
    expect(titleOf(body, 'Bijlage V')).toBe('Toeslag voor werk bij ploegen-dienst');
  });

  it('takes the next line for the title of an annex whose heading only names what it belongs to', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt twee jaar.',
      'BIJLAGE 2 BIJ ARTIKEL 5 VAN DEZE CAO',
      'REGLEMENT STUDIEKOSTEN',
      'De werkgever vergoedt de kosten van een opleiding.',
    ].join('\n');
    expect(titleOf(body, 'Bijlage 2')).toBe('REGLEMENT STUDIEKOSTEN (BIJ ARTIKEL 5 VAN DEZE CAO)');
  });
});

describe('a titled unit without a number', () => {
  it('cites a protocol at the front by its title, and the articles after it as main text', () => {
    const body = [
      'Partijen verklaren deze cao te zijn aangegaan.',
      'Protocol 2031 -2032',
      'Partijen hebben het volgende afgesproken.',
      '1. De lonen gaan per 1 juli 2031 omhoog met 2%.',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1.1 Looptijd',
      'Deze cao loopt twee jaar.',
      'Artikel 1.2 Vakantie',
      'De werknemer heeft recht op vakantie.',
      'Artikel 1.3 Reiskosten',
      'De werkgever vergoedt de reiskosten.',
    ].join('\n');
    expect(unitAt(body, '1. De lonen')).toEqual({ label: 'Protocol 2031-2032', chapter: null, lid: '1' });
    expect(unitAt(body, 'Deze cao loopt').label).toBe('1.1');
  });

  it('reads a protocol named in running text, or between the articles, as no unit', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt twee jaar. Wat partijen verder afspraken, staat in het',
      'Protocol Sociaal Plan',
      'dat als bijlage is opgenomen.',
      'Artikel 2 Vakantie',
      'Over de vakantie hebben partijen het volgende afgesproken.',
      'Protocol Vakantie',
      'De werknemer heeft recht op vakantie.',
      'Artikel 3 Reiskosten',
      'De werkgever vergoedt de reiskosten.',
    ].join('\n');
    expect(unitAt(body, 'dat als bijlage').label).toBe('1');
    expect(unitAt(body, 'De werknemer heeft').label).toBe('2');
  });

  it('cites a titled protocol among the annexes by its title', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt twee jaar.',
      'Artikel 2 Vakantie',
      'De werknemer heeft recht op vakantie.',
      'Bijlage 1 Loontabellen',
      'De lonen staan hieronder.',
      'PROTOCOL THUISWERKEN',
      'Partijen onderzoeken het thuiswerken.',
    ].join('\n');
    expect(unitAt(body, 'Partijen onderzoeken').label).toBe('Protocol THUISWERKEN');
  });
});
