import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { annexRank, findAnnexMentions } from './annex-mentions';
import { buildStructure } from './build-structure';
import { matchSequelSection } from './headings';
import { joinSplitNumbers } from './raw-lines';
import { checkStructure } from './self-check';

function labelOf(body: string, text: string): string | null {
  const structure = buildStructure(makeDocument(body));
  const line = structure.lines.find((l) => l.text.startsWith(text) && l.kind !== 'toc');
  if (!line) throw new Error(`no line ${text}`);
  return structure.units[line.unit]!.label;
}

describe('section numbers on a line of their own', () => {
  it('joins "1.1" and its title on the next line into one heading line', () => {
    expect(
      joinSplitNumbers([
        { page: 3, text: '1.1' },
        { page: 3, text: 'Looptijd' },
        { page: 3, text: '2.4.1.' },
        { page: 3, text: 'De werknemer heeft recht op 25 dagen.' },
      ]).map((line) => line.text),
    ).toEqual(['1.1 Looptijd', '2.4.1.', 'De werknemer heeft recht op 25 dagen.']);
  });

  it('cites a value under such a heading by its number', () => {
    const body = [
      'Hoofdstuk 4 Werktijden',
      '4.1',
      'Arbeidsduur',
      'De arbeidsduur bedraagt 37 uur per week.',
      '4.2',
      'Vakantie',
      'De werknemer heeft recht op 25 vakantiedagen.',
    ].join('\n');
    expect(labelOf(body, 'De werknemer heeft recht')).toBe('4.2');
  });
});

describe('annex headings that open no annex', () => {
  it('ranks annex numbers, Roman numerals and letters', () => {
    expect(['Bijlage IV', 'Bijlage 12', 'Bijlage C', 'Bijlage XIV'].map(annexRank)).toEqual([4, 12, 3, 14]);
  });

  it('opens an annex numbered with a letter after its number, between its neighbours', () => {
    expect(['Bijlage 1', 'Bijlage 1A', 'Bijlage 1B', 'Bijlage 2'].map(annexRank)).toEqual([1, 1.01, 1.02, 2]);
    const body = [
      'Artikel 12 Indeling',
      'De werkgever deelt elke functie in een groep in.',
      'Bijlagen',
      'Bijlage 1A Indeling van de kantoorfuncties',
      'Kantoorfuncties worden gewogen met een puntenmethode.',
      'Bijlage 1B Indeling van de buitenfuncties',
      'Buitenfuncties worden onderling vergeleken.',
      'Bijlage 2 Loontabellen',
      'Groep 1 € 2.100,00',
    ].join('\n');
    expect(labelOf(body, 'Kantoorfuncties worden')).toBe('Bijlage 1A');
    expect(labelOf(body, 'Buitenfuncties worden')).toBe('Bijlage 1B');
    expect(labelOf(body, 'Groep 1')).toBe('Bijlage 2');
  });

  it('treats an earlier annex named again inside a later one as a mention', () => {
    const h = (label: string) => ({ kind: 'bijlage' as const, label, title: 'T' });
    const { mentions, entries } = findAnnexMentions(
      [h('Bijlage V'), h('Bijlage VI'), null, h('Bijlage V'), h('Bijlage VII')],
      [40, 40, 41, 41, 43],
    );
    expect([...mentions]).toEqual([3]);
    expect([...entries]).toEqual([]);
  });

  it('keeps an annex whose number comes again, far on, inside a later annex with articles', () => {
    const h = (kind: 'bijlage' | 'article', label: string) => ({ kind, label, title: 'T' });
    const { entries } = findAnnexMentions(
      [
        h('bijlage', 'Bijlage 1'),
        h('bijlage', 'Bijlage 2'),
        ...['1', '2', '3', '4', '5'].map((n) => h('article', n)),
        h('bijlage', 'Bijlage 3'),
        h('bijlage', 'Bijlage 1'),
      ],
      [30, 34, 35, 35, 36, 36, 37, 40, 60],
    );
    expect([...entries]).toEqual([]);
  });

  it('takes an annex listed before the chapters of the main text for a contents entry', () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Tekst van pagina ${i + 3}.\f`).join('\n');
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'Protocol I Scholingsfonds',
      'Protocol II Thuiswerken',
      'Protocol III Evaluatie',
      'Bijlage 1 Loonschalen',
      '\f',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Hoofdstuk 2 Vakantie',
      'Artikel 2 Vakantiebijslag',
      'De vakantiebijslag bedraagt 8% van het loon.',
      filler,
      'Bijlage 1 Loonschalen',
      'Groep A € 2.000,00',
    ].join('\n');
    expect(labelOf(body, 'De vakantiebijslag bedraagt')).toBe('2');
    expect(labelOf(body, 'Groep A')).toBe('Bijlage 1');
  });
});

describe('numbered sections beside annexes with articles', () => {
  it('reads "3.1 Title" as the unit when only the annexes write "Artikel"', () => {
    const body = [
      'Hoofdstuk 3 Werktijden',
      '3.1 Werkweek – vanaf 1 maart 2025',
      'Bij een volledig dienstverband bedraagt de arbeidsduur 36 uur per week.',
      '3.2 Pauzes',
      'De pauze duurt 30 minuten.',
      'Bijlage 1 Reglement geschillen',
      'Artikel 1 Definities',
      'In dit reglement wordt verstaan onder de commissie: de geschillencommissie.',
      'Artikel 2 Samenstelling',
      'De commissie bestaat uit vier leden.',
      'Artikel 3 Uitspraak',
      'De commissie doet binnen 6 weken uitspraak.',
      'Artikel 4 Kosten',
      'De kosten zijn voor de werkgever.',
    ].join('\n');
    expect(labelOf(body, 'Bij een volledig dienstverband')).toBe('3.1');
    expect(labelOf(body, 'De pauze duurt')).toBe('3.2');
    expect(labelOf(body, 'De commissie doet')).toBe('Bijlage 1');
  });
});

describe('numbered sections with long titles', () => {
  it('takes the next number in the sequence for a heading, though its title is long or dated', () => {
    expect(
      matchSequelSection('4.4 Toeslagen voor diensten in de avond en het weekend', '4.3.2', '4'),
    ).toMatchObject({ label: '4.4' });
    expect(
      matchSequelSection(
        '7.2.1 Doorbetaling na het eerste jaar voor wie sinds 1 maart 2019 ziek is',
        '7.2',
        '7',
      ),
    ).toMatchObject({ label: '7.2.1' });
    expect(
      matchSequelSection('5.1 Opbouw van vrije uren voor wie minder dan voltijds werkt', null, '5'),
    ).toMatchObject({
      label: '5.1',
    });
    // Out of sequence, or running on like a list: not a heading.
    expect(
      matchSequelSection('9.3 Toeslagen voor diensten in de avond en het weekend', '4.3.2', '4'),
    ).toBeNull();
    expect(
      matchSequelSection('4.4 De werknemer ontvangt een toeslag van 20 procent,', '4.3', '4'),
    ).toBeNull();
  });

  it('cites the long-titled section in a document of numbered sections', () => {
    const body = [
      'Hoofdstuk 4 Werktijden',
      '4.1 Arbeidsduur',
      'De arbeidsduur bedraagt 36 uur per week.',
      '4.2 Toeslagen voor diensten in de avond, de nacht en het weekend',
      'Voor werk op zaterdag ontvang je een toeslag van 38%.',
    ].join('\n');
    expect(labelOf(body, 'Voor werk op zaterdag')).toBe('4.2');
  });
});

describe('numbered sections written with a colon or a letter', () => {
  it('reads "2.3: Title" and "2.3a: Title" as sections of the chapter', () => {
    const body = [
      'Hoofdstuk 2: Werktijden',
      '2.1: Arbeidsduur',
      'De arbeidsduur bedraagt 37 uur per week.',
      '2.2: Pauzes',
      'De pauze duurt 30 minuten.',
      '2.2a: Pauzes in de nacht',
      'In de nacht duurt de pauze 45 minuten.',
    ].join('\n');
    expect(labelOf(body, 'De arbeidsduur bedraagt')).toBe('2.1');
    expect(labelOf(body, 'De pauze duurt')).toBe('2.2');
    expect(labelOf(body, 'In de nacht duurt')).toBe('2.2a');
  });

  it('does not take a decimal figure with a colon for a section', () => {
    const body = [
      'Hoofdstuk 2: Werktijden',
      '2.1: Arbeidsduur',
      'De arbeidsduur bedraagt',
      '37,5: Uren per week voor voltijders.',
    ].join('\n');
    expect(labelOf(body, '37,5:')).toBe('2.1');
  });
});

describe('chapter text', () => {
  it('is cited by the chapter number where the cao numbers its sections by chapter', () => {
    const body = [
      'Hoofdstuk 2 Begrippen',
      'Voltijder: wie gemiddeld 36 uur per week werkt.',
      'Hoofdstuk 3 Werktijden',
      '3.1 Arbeidsduur',
      'De arbeidsduur bedraagt 36 uur per week.',
      '3.2 Pauzes',
      'De pauze duurt 30 minuten.',
    ].join('\n');
    expect(labelOf(body, 'Voltijder:')).toBe('2');
    expect(labelOf(body, 'De pauze duurt')).toBe('3.2');
  });

  it('has no number of its own beside articles numbered through the whole cao', () => {
    const body = [
      'Hoofdstuk 2 Begrippen',
      'In deze cao gelden de volgende begrippen.',
      'Artikel 3 Arbeidsduur',
      'De arbeidsduur bedraagt 36 uur per week.',
      'Artikel 4 Pauzes',
      'De pauze duurt 30 minuten.',
      'Artikel 5 Vakantie',
      'De werknemer heeft recht op 25 vakantiedagen.',
    ].join('\n');
    expect(labelOf(body, 'In deze cao gelden')).toBeNull();
    expect(labelOf(body, 'De pauze duurt')).toBe('4');
  });
});

describe('annexes without numbers and references to a law', () => {
  it('opens one annex at "BIJLAGEN" alone on its line, with the reglementen in it as its sections', () => {
    const body = [
      'Artikel 1 Werkingssfeer',
      'Deze cao geldt voor de proefsector.',
      'Artikel 2 Proeftijd',
      'De proeftijd bedraagt twee maanden.',
      'Artikel 3 Looptijd',
      'Deze cao loopt tot en met 31 december 2026.',
      '\fBIJLAGEN',
      'Functielijst',
      'Functiegroep 1: eenvoudig werk onder leiding.',
      'Artikel 1',
      'Dit reglement geldt vanaf 1 juli 2025.',
    ].join('\n');
    expect(labelOf(body, 'Functiegroep 1:')).toBe('Bijlagen');
    expect(labelOf(body, 'Dit reglement geldt')).toBe('Bijlagen');
    expect(annexRank('Bijlagen')).toBe(0);
  });

  it('does not open an article at a line starting with a reference to the civil code', () => {
    const body = [
      'Artikel 8 Opzegging',
      'De opzegtermijn volgt de wet, zoals bepaald in',
      'Artikel 7:672 BW. Voor de werkgever geldt een langere termijn.',
    ].join('\n');
    expect(labelOf(body, 'Artikel 7:672 BW.')).toBe('8');
  });
});

describe('articles with a letter after a space', () => {
  it('reads "Artikel 7 B. Titel" as article "7 B"', () => {
    const body = [
      'Artikel 7 A. Werktijden op kantoor',
      'De werkweek telt 38 uur.',
      'Artikel 7 B. Werktijden in de kas',
      'De werkweek telt 40 uur.',
    ].join('\n');
    expect(labelOf(body, 'De werkweek telt 38')).toBe('7 A');
    expect(labelOf(body, 'De werkweek telt 40')).toBe('7 B');
  });
});

describe('annexes numbered with a letter', () => {
  it('opens "Bijlage 1A", and keeps "Bijlage 3a" inside annex 3 as a part of it', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage 1A Functie-indeling',
      'Er zijn zeven functiegroepen.',
      'Bijlage 3 Loontabellen',
      'Groep A € 2.000',
      'Bijlage 3a Loontabel voor reisleiders',
      'Groep R € 2.100',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    const unitOf = (text: string) =>
      structure.units[structure.lines.find((l) => l.text.startsWith(text))!.unit]!.label;
    expect(unitOf('Er zijn zeven')).toBe('Bijlage 1A');
    expect(unitOf('Groep R')).toBe('Bijlage 3');
  });
});

describe('annexes numbered under another', () => {
  it('ranks "Bijlage 11.2" and "Bijlage II-3" between their group and the next annex', () => {
    expect(['Bijlage 11', 'Bijlage 11.2', 'Bijlage 12', 'Bijlage II-3'].map(annexRank)).toEqual([
      11, 11.02, 12, 2.03,
    ]);
  });

  it('opens "BIJLAGE 7.1" and "BIJLAGE 7.2" as annexes of their own, each with its own title', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'BIJLAGE 6 PRINCIPEAKKOORD',
      'Partijen spreken af dat de lonen stijgen.',
      'BIJLAGE 7.1 VERHUISREGELING',
      'De werkgever vergoedt de kosten van een verhuizing.',
      'BIJLAGE 7.2 DIENSTREIZEN',
      'Per kilometer ontvangt de werknemer € 0,28.',
    ].join('\n');
    expect(labelOf(body, 'Partijen spreken')).toBe('Bijlage 6');
    expect(labelOf(body, 'De werkgever vergoedt')).toBe('Bijlage 7.1');
    expect(labelOf(body, 'Per kilometer')).toBe('Bijlage 7.2');
  });

  it('reads Roman groups with a dash: "Bijlage II-1", "Bijlage II-2"', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage I Loontabellen',
      'Groep A € 2.000',
      'Bijlage II-1 Reglement van de vakcommissie',
      'De commissie telt vier leden.',
      'Bijlage II-2 Reglement van het opleidingsfonds',
      'Het fonds heeft een bestuur van zes leden.',
    ].join('\n');
    expect(labelOf(body, 'De commissie telt')).toBe('Bijlage II-1');
    expect(labelOf(body, 'Het fonds heeft')).toBe('Bijlage II-2');
  });

  it('keeps "Bijlage 4.2" inside annex 4 as a part of it, and reads an "Aanhangsel" as an annex', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage 4 Opleidingen',
      'Bijlage 4.1 Opleidingen voor de functie monteur',
      'Een diploma op niveau 3 volstaat.',
      'Bijlage 4.2 Opleidingen voor de functie planner',
      'Een diploma op niveau 4 volstaat.',
      'Aanhangsel 1 Model arbeidsovereenkomst',
      'Naam werkgever en naam werknemer.',
    ].join('\n');
    expect(labelOf(body, 'Een diploma op niveau 4')).toBe('Bijlage 4');
    expect(labelOf(body, 'Naam werkgever')).toBe('Aanhangsel 1');
  });

  it('does not open an annex at a sentence that starts with one', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Artikel 2 Verhuizing',
      'De regeling in',
      'Bijlage 7.1 is gelijk aan die van de vorige cao.',
    ].join('\n');
    expect(labelOf(body, 'Bijlage 7.1 is gelijk')).toBe('2');
  });
});

describe('annexes of an annex', () => {
  it('keeps "Bijlage 1" inside annex G (a regulation with annexes of its own) as a part of annex G', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage F Loontabellen',
      'Groep A € 2.000',
      'Bijlage G Regeling werkloosheid',
      'De aanvulling bedraagt 70% van het laatste loon.',
      'Bijlage 1 Berekening van de aanvulling',
      'De aanvulling wordt per maand berekend.',
      'Bijlage H Reglement levensloop',
      'Het reglement geldt voor alle werknemers.',
    ].join('\n');
    expect(labelOf(body, 'De aanvulling wordt')).toBe('Bijlage G');
    expect(labelOf(body, 'Het reglement geldt')).toBe('Bijlage H');
  });

  it('does the same for a lower number after annex 11', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage 10 Loontabellen',
      'Groep A € 2.000',
      'Bijlage 11 Functieboek',
      'Het functieboek beschrijft alle functies.',
      '\f\f\f\f\fBijlage 2 Leidinggeven in het functieboek',
      'Leidinggeven kent drie niveaus.',
    ].join('\n');
    expect(labelOf(body, 'Leidinggeven kent')).toBe('Bijlage 11');
  });
});

describe('a cao in parts, each with articles and annexes of its own', () => {
  const body = [
    'Cao voor de Proefsector',
    '\f',
    'Artikel 1 Looptijd',
    'Deze cao loopt twee jaar.',
    'Artikel 2 Arbeidsduur',
    'Een volle week telt 38 uren.',
    '\f',
    'Deel A',
    'Regeling voor de kantines',
    'Artikel 1 Lonen',
    'De lonen van de kantines staan in bijlage A1.',
    '\f',
    'Bijlage A1',
    'Loontabel kantines',
    'Schaal 1 € 2.100',
    '\f',
    'BIJLAGE A 2',
    'Toeslagen kantines',
    'Voor werk op zondag geldt een toeslag van 50%.',
    '\f',
    'Deel B',
    'Regeling voor de restaurants',
    'Artikel 1 Lonen',
    'De lonen van de restaurants staan in bijlage B1.',
    'Artikel 2 Eindejaarsuitkering',
    'In december krijgt de werknemer 8,33% van zijn jaarloon.',
    '\f',
    'Bijlage B1',
    'Loontabel restaurants',
    'Schaal 1 € 2.200',
    '\f',
    'Bijlage 1',
    'Reglement van de geschillencommissie',
    'De commissie komt vier keer per jaar bijeen.',
  ].join('\n');

  it('reads the part annexes "Bijlage A1" and "BIJLAGE A 2" and orders them by part', () => {
    expect(labelOf(body, 'Schaal 1 € 2.100')).toBe('Bijlage A1');
    expect(labelOf(body, 'Voor werk op zondag')).toBe('Bijlage A2');
    expect(annexRank('Bijlage A2')).toBeGreaterThan(annexRank('Bijlage A1'));
    expect(annexRank('Bijlage B1')).toBeGreaterThan(annexRank('Bijlage A2'));
  });

  it('lets the next part end the annexes of the part before it', () => {
    expect(labelOf(body, 'In december krijgt')).toBe('2');
    expect(labelOf(body, 'Schaal 1 € 2.200')).toBe('Bijlage B1');
  });

  it('keeps the cao’s own annexes apart from the annexes of its parts', () => {
    expect(labelOf(body, 'De commissie komt')).toBe('Bijlage 1');
  });

  it('opens part A after the main text, so its articles numbered anew are no repeats of the main text', () => {
    const structure = buildStructure(makeDocument(body));
    const parts = structure.units.filter((unit) => unit.kind === 'chapter').map((unit) => unit.title);
    expect(parts).toEqual(['Deel A Regeling voor de kantines', 'Deel B Regeling voor de restaurants']);
    const check = checkStructure(structure);
    expect([check.duplicates, check.annexDisorder]).toEqual([0, 0]);
  });

  it('takes a "Deel B" whose articles go on counting for no new series', () => {
    const counting = [
      'Artikel 7 Looptijd',
      'Deze cao loopt twee jaar.',
      'Deel B',
      'Artikel 8 Werkingssfeer van deel B',
      'Dit deel geldt voor de restaurants.',
    ].join('\n');
    const structure = buildStructure(makeDocument(counting));
    expect(structure.units.filter((unit) => unit.kind === 'chapter')).toEqual([]);
  });
});
