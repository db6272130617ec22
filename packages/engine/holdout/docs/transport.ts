/**
 * Hold-out 7 (second batch) — road transport house style (fictional): Courier on A4 like a typed
 * document, "Artikel 30" with its title on the next line, bullets "-", a cao that runs "tot" (not
 * "tot en met") a date, hours per "periode van 4 weken", overtime "130% van zijn uurloon" without a
 * day for the general rate, sick pay "van week 53 tot en met week 104", a subsistence table, and a
 * wage table per four weeks with service years as columns.
 */
import { items, lids, p, paras, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { Block, CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'Transport Ondernemers Fictief (TOF)',
  unions: 'de Chauffeursbond Fictief',
  sector: 'het beroepsgoederenvervoer over de weg',
  fund: 'het Sociaal Fonds Vervoer Fictief',
  committee: 'de Commissie Cao-zaken Vervoer',
};

const TITLE = 'Cao Beroepsgoederenvervoer 2025-2026 (fictief)';

export const style: PdfStyle = {
  size: 'A4',
  margins: { top: 70, bottom: 70, left: 64, right: 64 },
  fonts: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
  fallback: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
  size_body: 9,
  size_heading: 9.5,
  size_chapter: 11,
  lineGap: 1.5,
  paragraphGap: 4,
  align: 'left',
  chapterNewPage: true,
  tocLevels: 1,
  indent: 22,
  tableRules: 'none',
  tableSize: 8,
  header: () => TITLE,
  footer: (page, total) => `Fictieve cao voor testdoeleinden - blz. ${page}/${total}`,
};

/** "Artikel 30" on one line, its title on the next (a heading block each). */
function artikel(number: string, title: string, body: Block[]): Block[] {
  return [{ t: 'h', text: `Artikel ${number}` }, p(title, { italic: true }), ...body];
}
const bullets = (texts: string[]): Block[] => items(texts, () => '-');
const wageHead = [
  ['Functiegroep', 'Aantal dienstjaren', '', '', '', '', '', ''],
  ['', '0', '1', '2', '3', '4', '5', '6'],
];
const right: Array<'l' | 'r'> = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'];

export const cao: CaoDocument = {
  name: 'cao-transport-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: [
        'CAO BEROEPSGOEDERENVERVOER OVER DE WEG',
        '1 juli 2025 - 1 juli 2026',
        'Fictieve cao voor testdoeleinden',
      ],
    },
    { t: 'toc', title: 'INHOUDSOPGAVE' },
    { t: 'chapter', text: 'HOOFDSTUK 1 ALGEMEEN' },
    ...artikel('1', 'Definities', [
      p('In deze cao wordt verstaan onder:'),
      ...bullets([
        'werkgever: iedere onderneming die goederen vervoert over de weg en lid is van TOF;',
        'werknemer: iedere persoon in dienst van de werkgever;',
        'uurloon: het loon per periode van 4 weken gedeeld door 160;',
        'periode: een tijdvak van vier weken.',
      ]),
    ]),
    ...artikel('2', 'Werkingssfeer', lids(filler.scope(names))),
    ...artikel('3', 'Looptijd', [p('Deze cao geldt van 1 juli 2025 tot 1 juli 2026.')]),
    { t: 'chapter', text: 'HOOFDSTUK 2 ARBEIDSOVEREENKOMST EN ARBEIDSDUUR' },
    ...artikel('5', 'Proeftijd', [
      p(
        'De proeftijd is ten hoogste 1 maand bij een arbeidsovereenkomst voor bepaalde tijd en ten hoogste 2 maanden bij een arbeidsovereenkomst voor onbepaalde tijd.',
      ),
    ]),
    ...artikel('6', 'Einde dienstverband', lids(filler.termination())),
    ...artikel('18', 'Arbeidsduur', [
      ...lids([
        'De normale arbeidsduur bedraagt 160 uur per periode van 4 weken.',
        'Diensttijd boven de normale arbeidsduur geldt als overuren.',
      ]),
    ]),
    { t: 'chapter', text: 'HOOFDSTUK 3 BELONING' },
    ...artikel('24', 'Loongebouw', [
      ...lids([
        'De functies zijn ingedeeld in de functiegroepen A tot en met H volgens de Functiewaardering Transport Fictief (FWTF).',
        'Een werknemer die in dienst treedt, wordt ingeschaald op basis van het aantal dienstjaren in een vergelijkbare functie.',
      ]),
    ]),
    ...artikel('25', 'Lonen', [
      p(
        'De lonen per periode van vier weken staan in de loontabel in bijlage 1. De lonen zijn gebaseerd op 160 uur.',
      ),
    ]),
    ...artikel('26', 'Dienstjaren', [
      p(
        'Op 1 januari van ieder jaar gaat de werknemer één dienstjaar omhoog in de loontabel, tot het maximum van zijn functiegroep.',
      ),
    ]),
    ...artikel('27', 'Loonsverhoging', [
      p('De lonen in de loontabel worden verhoogd:'),
      ...bullets(['per 1 juli 2025: 3,0%;', 'per 1 januari 2026: 2,0%.']),
    ]),
    ...artikel('28', 'Uitbetaling', [
      p('De werkgever betaalt het loon per vier weken uit, binnen drie werkdagen na afloop van de periode.'),
    ]),
    ...artikel('29', 'Eenmalige uitkering', [
      p('In december 2025 ontvangen werknemers een eenmalige bruto-uitkering van € 450.'),
    ]),
    ...artikel('30', 'Overuren', [
      ...lids([
        'Voor elk overuur ontvangt de werknemer 130% van zijn uurloon.',
        'Voor overuren op zaterdag ontvangt hij 150% en voor overuren op zon- en feestdagen 200% van zijn uurloon.',
      ]),
    ]),
    ...artikel('31', 'Toeslag onregelmatige uren', [
      ...lids([
        'Voor uren die vallen tussen 18.00 en 21.00 uur geldt een toeslag van 15%.',
        'Voor uren tussen 21.00 en 05.00 uur geldt een toeslag van 25%.',
      ]),
    ]),
    ...artikel('32', 'Jubileum', [
      p('Bij 25 jaar in dienst ontvangt de werknemer een bruto uitkering gelijk aan één periodeloon.'),
    ]),
    { t: 'chapter', text: 'HOOFDSTUK 4 VAKANTIE EN VERLOF' },
    ...artikel('35', 'Vakantie', [
      p(
        'De werknemer heeft recht op 24 vakantiedagen per kalenderjaar. Werknemers van 50 jaar en ouder hebben recht op 2 extra dagen.',
      ),
    ]),
    ...artikel('36', 'Arbeidstijdverkorting', [
      p('De werknemer met een volledige arbeidsduur heeft recht op 9 atv-dagen per jaar.'),
    ]),
    ...artikel('37', 'Vakantietoeslag', [
      ...lids([
        'De vakantietoeslag bedraagt 8% van het loon, met een minimum van € 2.050,00 bruto per jaar.',
        'De vakantietoeslag wordt in de maand mei betaald.',
      ]),
    ]),
    ...artikel('40', 'Bijzonder verlof', [
      p('Met behoud van loon heeft de werknemer vrij:'),
      ...bullets([
        'bij zijn eigen huwelijk: twee dagen;',
        'bij overlijden van partner of kind: vier dagen;',
        'bij verhuizing: één dag.',
      ]),
    ]),
    { t: 'chapter', text: 'HOOFDSTUK 5 VERGOEDINGEN' },
    ...artikel('45', 'Verblijfkosten', [
      p('Voor meerdaagse ritten geldt de volgende vergoeding per dag:'),
      table(
        [3, 2],
        [['Afwezigheid van de standplaats', 'Vergoeding']],
        [
          ['4 tot 12 uur', '€ 2,81'],
          ['12 uur of meer', '€ 17,50'],
          ['met overnachting', '€ 43,20'],
        ],
        ['l', 'r'],
      ),
    ]),
    ...artikel('46', 'Maaltijd', [
      p('Werkt de werknemer over na 19.00 uur, dan ontvangt hij een maaltijdvergoeding van € 16,20.'),
    ]),
    ...artikel('47', 'Reiskosten woon-werk', [
      p(
        'De werkgever vergoedt € 0,23 per kilometer voor de afstand boven 15 kilometer enkele reis, tot maximaal 60 kilometer.',
      ),
    ]),
    { t: 'chapter', text: 'HOOFDSTUK 6 ZIEKTE EN PENSIOEN' },
    ...artikel('50', 'Ziekte', [
      ...lids([
        'Gedurende de eerste 52 weken vult de werkgever het loon aan tot 100%.',
        'Van week 53 tot en met week 104 vult de werkgever aan tot 70%.',
        'De eerste ziektedag is een wachtdag.',
      ]),
    ]),
    ...artikel('55', 'Pensioen', [
      ...lids([
        'De werknemer neemt deel in het Pensioenfonds Vervoer Fictief (PVF). De deelname begint op de eerste dag van het dienstverband.',
        'De werknemersbijdrage is 7,45% van de pensioengrondslag.',
      ]),
    ]),
    ...artikel('58', 'Opleiding', [
      p('Elke werknemer heeft jaarlijks recht op € 250 voor opleiding naar eigen keuze.'),
    ]),
    { t: 'chapter', text: 'HOOFDSTUK 7 SLOT' },
    ...artikel('60', 'Geschillen', lids(filler.disputes(names))),
    ...artikel('61', 'Sociaal fonds', paras(filler.fund(names, '0,62%'))),
    { t: 'chapter', text: 'BIJLAGE 1 LOONTABELLEN' },
    table(
      [2.2, 1, 1, 1, 1, 1, 1, 1],
      wageHead,
      [
        ['A', '2.580,00', '2.626,44', '2.673,72', '2.721,84', '2.770,84', '2.820,71', '2.871,48'],
        ['B', '2.721,90', '2.770,89', '2.820,77', '2.871,54', '2.923,23', '2.975,85', '3.029,42'],
        ['C', '2.871,60', '2.923,29', '2.975,91', '3.029,48', '3.084,01', '3.139,52', '3.196,03'],
        ['D', '3.029,54', '3.084,07', '3.139,59', '3.196,10', '3.253,63', '3.312,20', '3.371,82'],
        ['E', '3.196,17', '3.253,70', '3.312,27', '3.371,89', '3.432,58', '3.494,37', '3.557,26'],
        ['F', '3.371,96', '3.432,65', '3.494,44', '3.557,34', '3.621,37', '3.686,56', '3.752,91'],
        ['G', '3.557,41', '3.621,45', '3.686,63', '3.752,99', '3.820,55', '3.889,32', '3.959,32'],
        ['H', '3.753,07', '3.820,63', '3.889,40', '3.959,41', '4.030,68', '4.103,23', '4.177,09'],
      ],
      right,
      'Loontabel per 1 juli 2025 (bedragen per periode van 4 weken)',
    ),
    table(
      [2.2, 1, 1, 1, 1, 1, 1, 1],
      wageHead,
      [
        ['A', '2.631,60', '2.678,97', '2.727,19', '2.776,28', '2.826,25', '2.877,13', '2.928,91'],
        ['B', '2.776,34', '2.826,31', '2.877,19', '2.928,98', '2.981,70', '3.035,37', '3.090,00'],
        ['C', '2.929,04', '2.981,76', '3.035,43', '3.090,07', '3.145,69', '3.202,31', '3.259,95'],
        ['D', '3.090,13', '3.145,76', '3.202,38', '3.260,02', '3.318,70', '3.378,44', '3.439,25'],
        ['E', '3.260,09', '3.318,77', '3.378,51', '3.439,32', '3.501,23', '3.564,25', '3.628,41'],
        ['F', '3.439,40', '3.501,31', '3.564,33', '3.628,49', '3.693,80', '3.760,29', '3.827,97'],
        ['G', '3.628,56', '3.693,88', '3.760,37', '3.828,05', '3.896,96', '3.967,10', '4.038,51'],
        ['H', '3.828,13', '3.897,04', '3.967,19', '4.038,60', '4.111,29', '4.185,29', '4.260,63'],
      ],
      right,
      'Loontabel per 1 januari 2026 (bedragen per periode van 4 weken)',
    ),
  ],
};
