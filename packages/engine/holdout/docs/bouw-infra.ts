/**
 * Hold-out 1 — Bouw & Infra house style (fictional): chapters on a new page, paragraphs numbered
 * "§ 3.4" on their own line, lids "1." with sub-items "a.", guaranteed wages per hour / week /
 * four weeks (no monthly column; the definitions give maandloon = periodeloon × 13 : 12), a youth
 * wage table, a leave table, a travel-time table per day, Times on A4 with grid tables.
 */
import { ch, h, items, lids, p, paras, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'de Vereniging Bouwondernemers Fictief (VBF)',
  unions: 'de Bouwbond Fictief en de Vakvereniging Infra Fictief',
  sector: 'de bouw- en infrasector',
  fund: 'de Stichting Opleidings- en Ontwikkelingsfonds Bouw Fictief',
  committee: 'de Paritaire Commissie Bouw & Infra',
};

const TITLE = 'Cao Bouw & Infra 2025–2027 (fictief)';

export const style: PdfStyle = {
  size: 'A4',
  margins: { top: 72, bottom: 72, left: 70, right: 70 },
  fonts: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  fallback: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  size_body: 11,
  size_heading: 11.5,
  size_chapter: 15,
  lineGap: 1.5,
  paragraphGap: 4,
  align: 'left',
  chapterNewPage: true,
  tocLevels: 2,
  indent: 22,
  tableRules: 'grid',
  tableSize: 9.5,
  header: () => TITLE,
  footer: (page, total) => `Fictieve cao voor testdoeleinden | pagina ${page} van ${total}`,
};

const wages2025 = [
  ['B', '17,04', '681,60', '2.726,40'],
  ['C', '17,82', '712,80', '2.851,20'],
  ['D', '18,75', '750,00', '3.000,00'],
  ['E', '19,86', '794,40', '3.177,60'],
  ['F', '21,12', '844,80', '3.379,20'],
  ['G', '22,57', '902,80', '3.611,20'],
  ['H', '24,31', '972,40', '3.889,60'],
];
const wages2026 = [
  ['B', '17,51', '700,40', '2.801,60'],
  ['C', '18,31', '732,40', '2.929,60'],
  ['D', '19,27', '770,80', '3.083,20'],
  ['E', '20,41', '816,40', '3.265,60'],
  ['F', '21,70', '868,00', '3.472,00'],
  ['G', '23,19', '927,60', '3.710,40'],
  ['H', '24,98', '999,20', '3.996,80'],
];
const wageHead = [['Functiegroep', 'Per uur', 'Per week', 'Per periode van 4 weken']];
const right: Array<'l' | 'r'> = ['l', 'r', 'r', 'r'];

export const cao: CaoDocument = {
  name: 'cao-bouw-infra-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: [
        'Collectieve arbeidsovereenkomst voor de Bouw & Infra',
        '2025 – 2027',
        'Fictieve cao voor testdoeleinden',
        'Partijen: Vereniging Bouwondernemers Fictief (VBF), Bouwbond Fictief en Vakvereniging Infra Fictief',
      ],
    },
    { t: 'toc', title: 'Inhoudsopgave' },
    ch('Hoofdstuk 1 Algemene bepalingen'),
    h('§ 1.1 Begripsbepalingen'),
    p('In deze cao wordt verstaan onder:'),
    ...items([
      'werkgever: de natuurlijke persoon of rechtspersoon die in de bouw- en infrasector werkzaamheden laat verrichten door werknemers;',
      'werknemer: iedere persoon die met de werkgever een arbeidsovereenkomst heeft gesloten, ongeacht de benaming daarvan;',
      'uurloon: het garantieloon per uur of, als dat hoger is, het feitelijk met de werknemer overeengekomen loon per uur;',
      'weekloon: het uurloon vermenigvuldigd met de arbeidsduur per week;',
      'periodeloon: het loon over een periode van vier weken;',
      'maandloon: het periodeloon vermenigvuldigd met 13 en gedeeld door 12;',
      'project: de bouwplaats of het werk buiten de vestiging van de werkgever waar de werknemer zijn werkzaamheden verricht;',
      'jeugdige werknemer: de werknemer die jonger is dan 21 jaar.',
    ]),
    h('§ 1.2 Werkingssfeer'),
    ...lids(filler.scope(names)),
    h('§ 1.3 Looptijd'),
    ...lids([
      'Deze cao treedt in werking op 1 juni 2025 en eindigt op 31 mei 2027.',
      'Partijen die de cao na afloop niet willen voortzetten, zeggen haar uiterlijk drie maanden vóór de einddatum schriftelijk op. Zonder opzegging wordt de cao telkens stilzwijgend met één jaar verlengd.',
    ]),
    h('§ 1.4 Dispensatie'),
    ...lids(filler.dispensation(names)),
    ch('Hoofdstuk 2 De arbeidsovereenkomst'),
    h('§ 2.1 Aangaan van de arbeidsovereenkomst'),
    ...lids([
      'De arbeidsovereenkomst wordt schriftelijk aangegaan. De werkgever vermeldt daarin in elk geval de functie, de functiegroep, het uurloon en de plaats waar de werkzaamheden worden verricht.',
      ...filler.duties().slice(0, 2),
    ]),
    h('§ 2.2 Proeftijd'),
    ...lids([
      'Bij een arbeidsovereenkomst voor bepaalde tijd van meer dan zes maanden maar korter dan twee jaar geldt een proeftijd van ten hoogste één maand.',
      'Bij een arbeidsovereenkomst voor twee jaar of langer of voor onbepaalde tijd geldt een proeftijd van ten hoogste twee maanden.',
      'De proeftijd wordt schriftelijk overeengekomen en is voor beide partijen gelijk.',
    ]),
    h('§ 2.3 Einde van de arbeidsovereenkomst'),
    ...lids(filler.termination()),
    ch('Hoofdstuk 3 Arbeidsduur en werktijden'),
    h('§ 3.1 Arbeidsduur'),
    ...lids([
      'De arbeidsduur bedraagt 40 uur per week, verdeeld over vijf dagen van maandag tot en met vrijdag.',
      'De werktijden liggen tussen 07.00 en 17.00 uur (dagvenster). De werkgever stelt het rooster vast na overleg met de ondernemingsraad.',
      'Op zaterdag, zondag en op erkende feestdagen wordt niet gewerkt, behalve in de gevallen van § 3.4 en § 3.5.',
    ]),
    h('§ 3.2 Roostervrije dagen'),
    ...lids([
      'Ter verkorting van de gemiddelde arbeidsduur heeft de werknemer per kalenderjaar recht op 13 roostervrije dagen met behoud van loon.',
      'Van de roostervrije dagen worden er ten hoogste zes collectief vastgesteld. De overige dagen neemt de werknemer op in overleg met de werkgever.',
      'Roostervrije dagen die op 31 december niet zijn opgenomen, worden tegen het uurloon uitbetaald.',
    ]),
    h('§ 3.3 Pauzes'),
    ...lids([
      'De werknemer neemt per werkdag een onbetaalde pauze van 30 minuten, die niet tot de arbeidsduur behoort.',
      'De pauze wordt zo veel mogelijk genomen in een verwarmde schaftgelegenheid op of nabij het project.',
    ]),
    h('§ 3.4 Overwerk'),
    ...lids([
      'Overwerk is arbeid die op verzoek van de werkgever wordt verricht boven 8 uur per dag of boven 40 uur per week.',
      'Voor overwerk ontvangt de werknemer naast het uurloon de volgende toeslag:',
    ]),
    ...items([
      'op maandag tot en met vrijdag: voor de eerste twee overuren 25%, voor de volgende uren 50%;',
      'op zaterdag: 50%;',
      'op zon- en feestdagen: 100%.',
    ]),
    ...lids(
      [
        'In plaats van uitbetaling van het uurloon kan de werknemer kiezen voor compensatie in vrije tijd; de toeslag wordt altijd uitbetaald.',
        'Een werknemer van 55 jaar of ouder is niet verplicht overwerk te verrichten.',
      ],
      (i) => `${i + 2}.`,
    ),
    h('§ 3.5 Ploegendienst'),
    ...lids([
      'De werkgever kan in overleg met de ondernemingsraad werken in ploegendienst invoeren als de aard van het project dat vereist.',
      'De werknemer die in ploegendienst werkt, ontvangt over zijn uurloon een ploegentoeslag volgens de volgende tabel:',
    ]),
    table(
      [3, 1],
      [['Rooster', 'Toeslag']],
      [
        ['Tweeploegendienst', '14%'],
        ['Drieploegendienst', '22%'],
        ['Volcontinurooster (vijfploegendienst)', '30%'],
      ],
      ['l', 'r'],
    ),
    ...lids(['De ploegentoeslag wordt ook doorbetaald tijdens vakantie en roostervrije dagen.'], () => '3.'),
    ch('Hoofdstuk 4 Beloning'),
    h('§ 4.1 Functie-indeling'),
    ...lids([
      'De werkgever deelt iedere functie in aan de hand van het Functiehandboek Bouw en Infra (FHBI).',
      'Het loongebouw kent zeven functiegroepen, B tot en met H. Voor iedere functiegroep geldt een garantieloon.',
      'Een nieuwe werknemer wordt ingedeeld in de functiegroep van zijn functie en ontvangt ten minste het garantieloon van die functiegroep.',
    ]),
    h('§ 4.2 Garantielonen'),
    ...lids([
      'De garantielonen per uur, per week en per periode van vier weken staan in Bijlage 2.',
      'Voor jeugdige werknemers gelden de jeugdlonen van Bijlage 2, tabel 3.',
      'De werkgever mag geen lager loon betalen dan het garantieloon van de functiegroep waarin de werknemer is ingedeeld.',
    ]),
    h('§ 4.3 Loonsverhogingen'),
    ...lids(['De garantielonen en de feitelijk betaalde lonen worden structureel verhoogd:']),
    ...items(['per 1 juni 2025 met 3,5%;', 'per 1 januari 2026 met 2,75%;', 'per 1 januari 2027 met 2%.']),
    ...lids(
      [
        'In de loontabellen van Bijlage 2 zijn de verhogingen per 1 juni 2025 en per 1 januari 2026 verwerkt.',
      ],
      () => '2.',
    ),
    h('§ 4.4 Betaling van het loon'),
    ...lids([
      'Het loon wordt per week of per periode van vier weken betaald, naar keuze van de werkgever.',
      'Het loon staat uiterlijk op de laatste werkdag van de week of de periode op de bankrekening van de werknemer. De werknemer ontvangt een loonstrook, zo nodig digitaal.',
    ]),
    h('§ 4.5 Eenmalige uitkering'),
    ...lids([
      'De werknemer die op 1 december 2025 in dienst is, ontvangt in december 2025 een eenmalige uitkering van € 350 bruto.',
      'Een deeltijdwerker ontvangt de uitkering naar rato van zijn arbeidsduur.',
    ]),
    h('§ 4.6 Jubileumgratificatie'),
    ...lids([
      'Bij een dienstverband van 25 jaar ontvangt de werknemer een jubileumgratificatie ter hoogte van een half periodeloon.',
      'Bij een dienstverband van 40 jaar bedraagt de jubileumgratificatie een volledig periodeloon.',
    ]),
    ch('Hoofdstuk 5 Vakantie en verlof'),
    h('§ 5.1 Vakantie'),
    ...lids([
      'De werknemer met een volledig dienstverband heeft per kalenderjaar recht op 200 vakantie-uren, waarvan 160 wettelijke en 40 bovenwettelijke uren.',
      'Drie weken vakantie worden in de zomer aaneengesloten opgenomen, in een periode die cao-partijen jaarlijks vóór 1 november bekendmaken.',
      'Wettelijke vakantie-uren vervallen zes maanden na het kalenderjaar waarin zij zijn opgebouwd; bovenwettelijke uren verjaren na vijf jaar.',
    ]),
    h('§ 5.2 Vakantiebijslag'),
    {
      t: 'li',
      n: '1.',
      text: 'De werknemer heeft recht op een vakantiebijslag van 8% van het in het vakantiejaar¹ verdiende loon.',
      fn: '¹ Het vakantiejaar loopt van 1 juni tot en met 31 mei.',
    },
    ...lids(
      [
        'De vakantiebijslag bedraagt voor een volwassen werknemer met een volledig dienstverband ten minste € 2.010,00 bruto per vakantiejaar.',
        'De vakantiebijslag wordt jaarlijks in de maand mei uitbetaald.',
      ],
      (i) => `${i + 1}.`,
    ),
    h('§ 5.3 Bijzonder verlof'),
    p('De werknemer heeft met behoud van loon recht op verlof in de volgende gevallen:'),
    table(
      [3, 1],
      [['Gebeurtenis', 'Verlof']],
      [
        ['Eigen huwelijk of geregistreerd partnerschap', '2 dagen'],
        ['Huwelijk van een kind, ouder, broer of zus', '1 dag'],
        ['Overlijden van de partner of een kind', '4 dagen'],
        ['Overlijden van een ouder, broer of zus', '2 dagen'],
        ['Verhuizing (eenmaal per kalenderjaar)', '1 dag'],
        ['25-jarig huwelijksjubileum van de werknemer', '1 dag'],
      ],
    ),
    ch('Hoofdstuk 6 Arbeidsongeschiktheid'),
    h('§ 6.1 Loondoorbetaling bij ziekte'),
    ...lids([
      'Gedurende de eerste 52 weken van arbeidsongeschiktheid vult de werkgever de wettelijke loondoorbetaling aan tot 100% van het loon.',
      'Van de 53e tot en met de 104e week bedraagt de loondoorbetaling 80% van het loon.',
      'Er gelden geen wachtdagen.',
      'De aanvulling vervalt als de werknemer zonder deugdelijke grond weigert mee te werken aan zijn re-integratie.',
    ]),
    h('§ 6.2 Aanvulling bij arbeidsongeschiktheid'),
    ...lids([
      'De werknemer die na twee jaar ziekte gedeeltelijk arbeidsgeschikt is en een WGA-uitkering ontvangt, krijgt uit de collectieve WGA-hiaatverzekering een aanvulling tot 80% van zijn laatstverdiende loon.',
      'De premie voor de verzekering wordt voor de helft ingehouden op het loon van de werknemer.',
    ]),
    ch('Hoofdstuk 7 Vergoedingen'),
    h('§ 7.1 Reiskosten'),
    ...lids([
      'De werknemer die met eigen vervoer reist tussen zijn woning en het project, ontvangt een reiskostenvergoeding van € 0,21 per kilometer.',
      'De vergoeding geldt bij een enkele reisafstand van meer dan 10 kilometer.',
      'Stelt de werkgever vervoer ter beschikking, dan vervalt de vergoeding van lid 1.',
    ]),
    h('§ 7.2 Reisuren'),
    p(
      'Voor de tijd die de werknemer buiten de arbeidsduur reist, ontvangt hij per gewerkte dag een vergoeding volgens de tabel:',
    ),
    table(
      [2, 1],
      [['Enkele reisafstand', 'Vergoeding per dag']],
      [
        ['10 tot 20 km', '€ 2,40'],
        ['20 tot 30 km', '€ 4,80'],
        ['30 tot 45 km', '€ 7,20'],
        ['45 km en meer', '€ 9,60'],
      ],
      ['l', 'r'],
    ),
    h('§ 7.3 Maaltijdvergoeding'),
    p(
      'Werkt de werknemer aansluitend op zijn normale werktijd ten minste 2 uur over, dan ontvangt hij een maaltijdvergoeding van € 12,50.',
    ),
    h('§ 7.4 Gereedschap en kleding'),
    ...lids([
      'De werkgever stelt het benodigde gereedschap en de werkkleding kosteloos ter beschikking.',
      'De werknemer die op verzoek van de werkgever eigen handgereedschap gebruikt, ontvangt een gereedschapsvergoeding van € 3,25 per week.',
    ]),
    ch('Hoofdstuk 8 Pensioen en duurzame inzetbaarheid'),
    h('§ 8.1 Pensioen'),
    ...lids([
      'De werknemer neemt deel aan de pensioenregeling van de Stichting Pensioenfonds Bouw en Infra Fictief (SPBI), vanaf de datum van indiensttreding.',
      'De totale premie bedraagt 24,6% van de pensioengrondslag. Het werknemersdeel bedraagt 8,4% en het werkgeversdeel 16,2%.',
    ]),
    h('§ 8.2 Seniorenregeling'),
    ...lids([
      'De werknemer van 60 jaar of ouder kan kiezen voor de seniorenregeling: hij werkt 80% van zijn arbeidsduur tegen 90% van het loon, met behoud van volledige pensioenopbouw.',
      'De werkgever kan het verzoek alleen weigeren als zwaarwegende bedrijfsbelangen zich ertegen verzetten.',
    ]),
    h('§ 8.3 Scholing'),
    ...lids([
      'Iedere werknemer heeft recht op een persoonlijk scholingsbudget van € 750 per kalenderjaar.',
      'Het budget kan voor ten hoogste drie jaar worden gespaard.',
    ]),
    ch('Hoofdstuk 9 Overige bepalingen'),
    h('§ 9.1 Arbeidsomstandigheden'),
    ...lids(filler.safety(names)),
    h('§ 9.2 Vakbondsfaciliteiten'),
    ...lids(filler.unionFacilities(names)),
    h('§ 9.3 Geschillen'),
    ...lids(filler.disputes(names)),
    h('§ 9.4 Slotbepalingen'),
    ...lids(filler.closing(names)),
    ch('Bijlage 1 Reglement Opleidings- en Ontwikkelingsfonds'),
    ...paras(filler.fund(names, '0,85%')),
    ...paras(filler.privacy()),
    ch('Bijlage 2 Loontabellen'),
    table(
      [2, 2, 2, 3],
      wageHead,
      wages2025,
      right,
      'Tabel 1 Garantielonen per 1 juni 2025 (werknemers van 21 jaar en ouder), bedragen in euro',
    ),
    table(
      [2, 2, 2, 3],
      wageHead,
      wages2026,
      right,
      'Tabel 2 Garantielonen per 1 januari 2026 (werknemers van 21 jaar en ouder), bedragen in euro',
    ),
    table(
      [2, 3, 2, 3],
      [['Leeftijd', 'Percentage van groep B', 'Per uur', 'Per periode van 4 weken']],
      [
        ['16 jaar', '45%', '7,67', '1.227,20'],
        ['17 jaar', '52,5%', '8,95', '1.432,00'],
        ['18 jaar', '60%', '10,22', '1.635,20'],
        ['19 jaar', '70%', '11,93', '1.908,80'],
        ['20 jaar', '85%', '14,48', '2.316,80'],
      ],
      ['l', 'r', 'r', 'r'],
      'Tabel 3 Jeugdlonen per 1 juni 2025, bedragen in euro',
    ),
    p(
      'De garantielonen gelden voor een arbeidsduur van 40 uur per week. Bij een kortere arbeidsduur worden zij naar rato berekend.',
    ),
  ],
};
