/**
 * Hold-out 4 — Horeca house style (fictional): an A5 booklet in an embedded Liberation Sans at a
 * small size, no chapters, upper-case article headings ("ARTIKEL 14 – OVERWERK EN TOESLAGEN"),
 * lids written out as "lid 1", sub-items "a)", working time per four weeks, hourly wages with "€"
 * in every cell (monthly = hourly × 164,67 by definition), surcharges "tegen 125% van het uurloon"
 * and "50 procent", explicit zeros (unpaid pause, no evening surcharge), probation as a table and
 * the term of the cao at the end.
 */
import { h, items, li, p, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { Block, CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'Horeca Ondernemers Fictief (HOF)',
  unions: 'de Horecabond Fictief',
  sector: 'het horeca- en cateringbedrijf',
  fund: 'het Sociaal Fonds Horeca Fictief',
  committee: 'de Vakraad Horeca Fictief',
};

const TITLE = 'CAO HORECA 2025-2026';
const FONTS = '/usr/share/fonts/truetype/liberation';

export const style: PdfStyle = {
  size: 'A5',
  margins: { top: 50, bottom: 50, left: 42, right: 42 },
  fonts: {
    regular: `${FONTS}/LiberationSans-Regular.ttf`,
    bold: `${FONTS}/LiberationSans-Bold.ttf`,
    italic: `${FONTS}/LiberationSans-Italic.ttf`,
  },
  fallback: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  size_body: 8.5,
  size_heading: 9,
  size_chapter: 11,
  lineGap: 1,
  paragraphGap: 3,
  align: 'left',
  chapterNewPage: false,
  tocLevels: 2,
  indent: 26,
  tableRules: 'rows',
  tableSize: 7.5,
  header: (page) => `${TITLE} | ${page}`,
  footer: () => 'Fictieve cao voor testdoeleinden',
};

/** "ARTIKEL 4 – ARBEIDSDUUR" followed by lids "lid 1", "lid 2", … */
function artikel(heading: string, texts: Array<string | Block[]>): Block[] {
  const out: Block[] = [h(heading)];
  let n = 0;
  for (const text of texts) {
    if (typeof text === 'string') out.push(li(`lid ${++n}`, text));
    else out.push(...text);
  }
  return out;
}
const sub = (texts: string[]): Block[] => items(texts, (i) => `${String.fromCharCode(96 + i)})`);
const wageHead = [['Niveau', 'Trede 0', 'Trede 1', 'Trede 2', 'Trede 3', 'Trede 4']];
const wageAlign: Array<'l' | 'r'> = ['l', 'r', 'r', 'r', 'r', 'r'];

export const cao: CaoDocument = {
  name: 'cao-horeca-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: [
        'CAO voor het Horeca- en Cateringbedrijf',
        '2025-2026',
        'Fictieve cao voor testdoeleinden',
        'Horeca Ondernemers Fictief – Horecabond Fictief',
      ],
    },
    { t: 'toc', title: 'INHOUDSOPGAVE' },
    ...artikel('ARTIKEL 1 – BEGRIPPEN', ['In deze cao wordt verstaan onder:']),
    ...sub([
      'werkgever: iedere natuurlijke of rechtspersoon die een horeca- of cateringbedrijf uitoefent;',
      'werknemer: degene die in dienst is van de werkgever, ongeacht de leeftijd;',
      'fulltime werknemer: de werknemer met de arbeidsduur van artikel 4 lid 1;',
      'uurloon: het loon per uur volgens de loontabel van artikel 13;',
      'maandloon: het uurloon vermenigvuldigd met 164,67;',
      'dienst: een aaneengesloten periode van arbeid op één dag.',
    ]),
    ...artikel('ARTIKEL 2 – WERKINGSSFEER', filler.scope(names)),
    ...artikel('ARTIKEL 3 – DE ARBEIDSOVEREENKOMST', [
      'De arbeidsovereenkomst wordt schriftelijk aangegaan en vermeldt in elk geval het functieniveau, de trede en de arbeidsduur.',
      'Een proeftijd geldt alleen als die schriftelijk is overeengekomen. De maximale proeftijd hangt af van de duur van de overeenkomst:',
      [
        table(
          [3, 1],
          [['Duur van de arbeidsovereenkomst', 'Proeftijd']],
          [
            ['6 maanden of korter', 'geen'],
            ['langer dan 6 maanden en korter dan 2 jaar', '1 maand'],
            ['2 jaar of langer, of onbepaalde tijd', '2 maanden'],
          ],
        ),
      ],
      ...filler.termination().slice(0, 2),
    ]),
    ...artikel('ARTIKEL 4 – ARBEIDSDUUR', [
      'De arbeidsduur van een fulltime werknemer bedraagt 152 uur per periode van vier weken.',
      'De werknemer werkt ten hoogste vijf diensten per week en heeft per week ten minste twee vrije dagen, zo veel mogelijk aaneengesloten.',
      'Het rooster wordt ten minste twee weken vooraf bekendgemaakt.',
    ]),
    ...artikel('ARTIKEL 5 – PAUZES', [
      'Bij een dienst van meer dan 5,5 uur heeft de werknemer recht op een pauze van ten minste een half uur.',
      'De pauze geldt niet als arbeidstijd en wordt niet doorbetaald.',
    ]),
    ...artikel('ARTIKEL 6 – VERPLICHTINGEN VAN DE WERKNEMER', filler.duties()),
    ...artikel('ARTIKEL 7 – ARBEIDSOMSTANDIGHEDEN', filler.safety(names)),
    ...artikel('ARTIKEL 10 – FUNCTIE-INDELING', [
      'Functies worden ingedeeld met de Horeca Functie-indeling Fictief (HFF) in acht functieniveaus, I tot en met VIII.',
      'Een nieuwe werknemer wordt ingeschaald in trede 0 van het functieniveau van zijn functie; relevante werkervaring mag de werkgever meetellen.',
    ]),
    ...artikel('ARTIKEL 11 – TREDEVERHOGING', [
      'Telkens na een jaar dienstverband gaat de werknemer één trede omhoog, tot de hoogste trede van zijn functieniveau.',
      'Iedere trede is 2,5% hoger dan de vorige.',
    ]),
    ...artikel('ARTIKEL 12 – LOONSVERHOGINGEN', [
      'De lonen in de loontabellen worden per 1 januari 2025 verhoogd met 6% en per 1 januari 2026 met 4%.',
      'De feitelijke lonen van werknemers die boven de tabel worden betaald, stijgen met dezelfde percentages.',
    ]),
    ...artikel('ARTIKEL 13 – LOONTABELLEN', [
      'De uurlonen voor werknemers van 21 jaar en ouder zijn:',
      [
        table(
          [1.2, 1, 1, 1, 1, 1],
          wageHead,
          [
            ['I', '€ 14,40', '€ 14,76', '€ 15,13', '€ 15,51', '€ 15,89'],
            ['II', '€ 15,26', '€ 15,64', '€ 16,03', '€ 16,43', '€ 16,84'],
            ['III', '€ 16,18', '€ 16,58', '€ 17,00', '€ 17,42', '€ 17,86'],
            ['IV', '€ 17,15', '€ 17,58', '€ 18,02', '€ 18,47', '€ 18,93'],
            ['V', '€ 18,18', '€ 18,63', '€ 19,10', '€ 19,58', '€ 20,07'],
            ['VI', '€ 19,27', '€ 19,75', '€ 20,25', '€ 20,75', '€ 21,27'],
            ['VII', '€ 20,43', '€ 20,94', '€ 21,46', '€ 22,00', '€ 22,55'],
            ['VIII', '€ 21,65', '€ 22,19', '€ 22,75', '€ 23,31', '€ 23,90'],
          ],
          wageAlign,
          'Uurlonen per 1 januari 2025',
        ),
        table(
          [1.2, 1, 1, 1, 1, 1],
          wageHead,
          [
            ['I', '€ 14,98', '€ 15,35', '€ 15,74', '€ 16,13', '€ 16,53'],
            ['II', '€ 15,87', '€ 16,27', '€ 16,67', '€ 17,09', '€ 17,51'],
            ['III', '€ 16,83', '€ 17,24', '€ 17,68', '€ 18,12', '€ 18,57'],
            ['IV', '€ 17,84', '€ 18,28', '€ 18,74', '€ 19,21', '€ 19,69'],
            ['V', '€ 18,91', '€ 19,38', '€ 19,86', '€ 20,36', '€ 20,87'],
            ['VI', '€ 20,04', '€ 20,54', '€ 21,06', '€ 21,58', '€ 22,12'],
            ['VII', '€ 21,25', '€ 21,78', '€ 22,32', '€ 22,88', '€ 23,45'],
            ['VIII', '€ 22,52', '€ 23,08', '€ 23,66', '€ 24,24', '€ 24,86'],
          ],
          wageAlign,
          'Uurlonen per 1 januari 2026',
        ),
      ],
      'Werknemers jonger dan 21 jaar ontvangen een percentage van trede 0 van niveau I:',
      [
        table(
          [1, 1, 1],
          [['Leeftijd', 'Percentage', 'Uurloon 2025']],
          [
            ['15 jaar', '35%', '€ 5,04'],
            ['16 jaar', '40%', '€ 5,76'],
            ['17 jaar', '45%', '€ 6,48'],
            ['18 jaar', '55%', '€ 7,92'],
            ['19 jaar', '65%', '€ 9,36'],
            ['20 jaar', '80%', '€ 11,52'],
          ],
          ['l', 'r', 'r'],
        ),
      ],
      'Voorbeeld: een werknemer in niveau III, trede 2, verdient in 2025 € 17,00 per uur; zijn maandloon is € 17,00 × 164,67 = € 2.799,39.',
    ]),
    ...artikel('ARTIKEL 14 – OVERWERK EN TOESLAGEN', [
      'Overuren op maandag tot en met zaterdag worden betaald tegen 125% van het uurloon.',
      'Overuren op zondagen en feestdagen worden betaald tegen 150% van het uurloon.',
      'Voor avonduren geldt geen toeslag.',
      'Voor uren gewerkt tussen 00.00 en 06.00 uur ontvangt de werknemer een toeslag van 50 procent van het uurloon.',
    ]),
    ...artikel('ARTIKEL 15 – LOONBETALING', [
      'Het loon wordt per periode van vier weken uitbetaald. De werkgever kan na overleg met de personeelsvertegenwoordiging kiezen voor betaling per maand.',
      'De werknemer ontvangt bij iedere betaling een loonstrook.',
    ]),
    ...artikel('ARTIKEL 16 – VAKANTIE', [
      'De fulltime werknemer heeft recht op 24 vakantiedagen per kalenderjaar (192 uur).',
      'De werknemer kan in het hoogseizoen niet meer dan één week aaneengesloten vakantie opnemen, tenzij de werkgever daarmee instemt.',
    ]),
    ...artikel('ARTIKEL 17 – VAKANTIEBIJSLAG', [
      'De vakantiebijslag bedraagt 8% van het brutoloon.',
      'De vakantiebijslag wordt eenmaal per jaar in juni uitbetaald, of op verzoek van de werknemer per loonperiode.',
    ]),
    ...artikel('ARTIKEL 18 – BIJZONDER VERLOF', ['De werknemer heeft recht op betaald bijzonder verlof:']),
    ...sub([
      'bij zijn eigen huwelijk of de registratie van zijn partnerschap: 2 diensten;',
      'bij het huwelijk van een van zijn kinderen: 1 dienst;',
      'bij het overlijden van zijn partner of een kind: 4 diensten;',
      'bij verhuizing: 1 dienst per jaar.',
    ]),
    ...artikel('ARTIKEL 20 – ZIEKTE', [
      'In het eerste ziektejaar ontvangt de werknemer 90% van het loon, maar ten minste het wettelijk minimumloon.',
      'In het tweede ziektejaar ontvangt de werknemer 70% van het loon.',
      'Per ziekmelding gelden twee wachtdagen; bij een tweede ziekmelding binnen vier weken geldt geen wachtdag.',
    ]),
    ...artikel('ARTIKEL 22 – PENSIOEN', [
      'De werknemer van 21 jaar of ouder neemt deel aan de pensioenregeling van het Pensioenfonds Horeca & Catering Fictief (PHCF).',
      'De werknemer betaalt een bijdrage van 6,75% van het pensioengevend loon.',
    ]),
    ...artikel('ARTIKEL 23 – OPLEIDING', [
      'Iedere werknemer heeft recht op een opleidingsbudget van € 300 per jaar.',
      'Verplichte opleidingen, zoals hygiënecursussen, worden volledig door de werkgever betaald en gelden als arbeidstijd.',
    ]),
    ...artikel('ARTIKEL 24 – JUBILEUM', [
      'Bij een dienstverband van 25 jaar ontvangt de werknemer een gratificatie van € 750.',
    ]),
    ...artikel('ARTIKEL 25 – MAALTIJDEN EN VERVOER', [
      'De werknemer heeft per dienst van ten minste vijf uur recht op een gratis maaltijd.',
      'Eindigt een dienst na 01.00 uur, dan vergoedt de werkgever de kosten van een taxi naar huis.',
    ]),
    ...artikel('ARTIKEL 26 – GESCHILLEN', filler.disputes(names)),
    ...artikel('ARTIKEL 27 – SOCIAAL FONDS', filler.fund(names, '0,4%')),
    ...artikel('ARTIKEL 30 – LOOPTIJD', [
      'Deze cao geldt van 1 januari 2025 tot en met 31 december 2026.',
      'Zonder opzegging uiterlijk drie maanden voor de einddatum wordt de cao telkens met een jaar verlengd.',
    ]),
    p('Aldus overeengekomen te Utrecht, december 2024.'),
  ],
};
