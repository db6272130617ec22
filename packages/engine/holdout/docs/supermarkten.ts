/**
 * Hold-out 8 (second batch) — supermarket house style (fictional): A4 landscape, Helvetica,
 * articles "Artikel 17 – Loon" with dotted lids "17.1", bullets "•", a short "Looptijd: 1 april
 * 2025 – 31 maart 2026", increases written "+ 4%", surcharges "50 procent" per kind of day with
 * Saturday "dezelfde toeslag als op werkdagen", "1e ziektejaar", leave and jubilee as tables, and
 * hourly wages with a youth table in which the young ages are rows.
 */
import { h, items, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { Block, CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'de Vereniging Levensmiddelenhandel Fictief (VLF)',
  unions: 'de Winkelbond Fictief',
  sector: 'de supermarktbranche',
  fund: 'het Opleidingsfonds Supermarkten Fictief',
  committee: 'de Cao-commissie Supermarkten',
};

const TITLE = 'Cao Supermarkten 2025-2026 (fictief)';

export const style: PdfStyle = {
  size: 'A4',
  layout: 'landscape',
  margins: { top: 56, bottom: 56, left: 72, right: 72 },
  fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  fallback: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  size_body: 10,
  size_heading: 10.5,
  size_chapter: 13,
  lineGap: 2,
  paragraphGap: 4,
  align: 'left',
  chapterNewPage: false,
  tocLevels: 2,
  indent: 30,
  tableRules: 'rows',
  tableSize: 9,
  header: () => `${TITLE} – Fictieve cao voor testdoeleinden`,
  footer: (page) => `${page}`,
};

/** "Artikel 17 – Loon" and lids "17.1", "17.2". */
function artikel(number: number, title: string, lids: Array<string | Block[]>): Block[] {
  const out: Block[] = [h(`Artikel ${number} – ${title}`)];
  let n = 0;
  for (const lid of lids) {
    if (typeof lid === 'string') out.push({ t: 'li', n: `${number}.${++n}`, text: lid });
    else out.push(...lid);
  }
  return out;
}
const bullets = (texts: string[]): Block[] => items(texts, () => '•');
const wageHead = [['Functiegroep', 'Trede 0', 'Trede 1', 'Trede 2', 'Trede 3']];
const right: Array<'l' | 'r'> = ['l', 'r', 'r', 'r', 'r'];

export const cao: CaoDocument = {
  name: 'cao-supermarkten-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: ['Cao voor de Supermarkten', 'Looptijd 2025 – 2026', 'Fictieve cao voor testdoeleinden'],
    },
    { t: 'toc', title: 'Inhoud' },
    { t: 'chapter', text: 'Hoofdstuk 1 Algemeen', newPage: false },
    ...artikel(1, 'Looptijd', ['Looptijd: 1 april 2025 – 31 maart 2026.']),
    ...artikel(2, 'Werkingssfeer', filler.scope(names)),
    ...artikel(3, 'Proeftijd', ['De proeftijd bedraagt maximaal 1 maand.']),
    { t: 'chapter', text: 'Hoofdstuk 2 Werktijden' },
    ...artikel(10, 'Arbeidsduur', [
      'Een fulltime dienstverband is 38 uur per week.',
      'Een medewerker werkt niet meer dan 5 dagen per week.',
    ]),
    ...artikel(11, 'Pauze', [
      'Bij een werktijd van meer dan 4,5 uur heeft de medewerker recht op een pauze van 15 minuten die wordt doorbetaald.',
    ]),
    ...artikel(12, 'Overwerk', [
      'Voor overuren ontvangt de medewerker, naast het normale uurloon, een toeslag. Deze bedraagt op werkdagen 50 procent en op zon- en feestdagen 100 procent. Op zaterdag geldt dezelfde toeslag als op werkdagen.',
    ]),
    ...artikel(13, 'Toeslagen voor late uren', [
      'Voor werken op maandag t/m vrijdag tussen 20.00 en 24.00 uur ontvangt de medewerker een toeslag van 33 procent; tussen 00.00 en 06.00 uur 50 procent.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk 3 Beloning' },
    ...artikel(16, 'Functie-indeling', [
      'Functies worden ingedeeld volgens het Functiehuis Supermarkten Fictief. Er zijn zes functiegroepen (A t/m F).',
      'Nieuwe medewerkers starten in trede 0 van hun functiegroep.',
    ]),
    ...artikel(17, 'Loon', [
      'Het maandloon bedraagt 162,5 maal het uurloon.',
      'Het salaris wordt elke vier weken of maandelijks betaald.',
      'De uurlonen staan in de tabellen hieronder.',
      [
        table(
          [2, 1, 1, 1, 1],
          wageHead,
          [
            ['A', '€ 14,52', '€ 14,96', '€ 15,40', '€ 15,87'],
            ['B', '€ 15,25', '€ 15,70', '€ 16,17', '€ 16,66'],
            ['C', '€ 16,01', '€ 16,49', '€ 16,98', '€ 17,49'],
            ['D', '€ 16,81', '€ 17,31', '€ 17,83', '€ 18,37'],
            ['E', '€ 17,65', '€ 18,18', '€ 18,72', '€ 19,29'],
            ['F', '€ 18,53', '€ 19,09', '€ 19,66', '€ 20,25'],
          ],
          right,
          'Tabel 1 Uurlonen vakvolwassen medewerkers (21 jaar en ouder) per 1 april 2025',
        ),
        table(
          [2, 1, 1, 1],
          [['Leeftijd', 'Groep A', 'Groep B', 'Groep C']],
          [
            ['15 jaar', '€ 5,81', '€ 6,10', '€ 6,40'],
            ['16 jaar', '€ 6,68', '€ 7,01', '€ 7,36'],
            ['17 jaar', '€ 7,70', '€ 8,08', '€ 8,48'],
            ['18 jaar', '€ 9,15', '€ 9,60', '€ 10,09'],
            ['19 jaar', '€ 10,60', '€ 11,13', '€ 11,69'],
            ['20 jaar', '€ 12,34', '€ 12,96', '€ 13,61'],
          ],
          ['l', 'r', 'r', 'r'],
          'Tabel 2 Uurlonen jeugdige medewerkers per 1 april 2025',
        ),
        table(
          [2, 1, 1, 1, 1],
          wageHead,
          [
            ['A', '€ 14,88', '€ 15,33', '€ 15,79', '€ 16,26'],
            ['B', '€ 15,63', '€ 16,10', '€ 16,58', '€ 17,08'],
            ['C', '€ 16,41', '€ 16,90', '€ 17,41', '€ 17,93'],
            ['D', '€ 17,23', '€ 17,75', '€ 18,28', '€ 18,83'],
            ['E', '€ 18,09', '€ 18,63', '€ 19,19', '€ 19,77'],
            ['F', '€ 18,99', '€ 19,56', '€ 20,15', '€ 20,76'],
          ],
          right,
          'Tabel 3 Uurlonen vakvolwassen medewerkers per 1 januari 2026',
        ),
      ],
    ]),
    ...artikel(18, 'Treden', [
      'Elk jaar op 1 januari stijgt de medewerker één trede, als hij minimaal 6 maanden in dienst is.',
    ]),
    ...artikel(19, 'Loonsverhogingen', [
      'De lonen stijgen als volgt:',
      bullets(['1 april 2025 + 4%', '1 januari 2026 + 2,5%']),
    ]),
    ...artikel(20, 'Eindejaarsuitkering', [
      'Medewerkers ontvangen in december een eindejaarsuitkering ter hoogte van 2% van het jaarloon.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk 4 Vakantie en verlof' },
    ...artikel(25, 'Vakantie', ['Een fulltime medewerker bouwt per jaar 192 uur vakantie op (24 dagen).']),
    ...artikel(26, 'Vakantiegeld', ['Het vakantiegeld bedraagt 8% en wordt uitbetaald in de maand mei.']),
    ...artikel(27, 'Kort verzuim', [
      'De medewerker heeft in de volgende gevallen recht op betaald verlof:',
      [
        table(
          [4, 1],
          [['Gebeurtenis', 'Verlof']],
          [
            ['Huwelijk of geregistreerd partnerschap van de medewerker', '1 dag'],
            ['Overlijden van partner, kind of ouder', '3 dagen'],
            ['Verhuizing', '1 dag'],
          ],
        ),
      ],
    ]),
    { t: 'chapter', text: 'Hoofdstuk 5 Ziekte, pensioen en ontwikkeling' },
    ...artikel(30, 'Ziekte', [
      'Bij ziekte ontvangt de medewerker:',
      bullets(['1e ziektejaar: 90% van het loon;', '2e ziektejaar: 70% van het loon.']),
      'Er geldt geen wachtdag.',
    ]),
    ...artikel(31, 'Pensioen', [
      'De medewerker is verzekerd bij het Pensioenfonds Levensmiddelen Fictief (PLF).',
      'Medewerkers nemen deel vanaf 21 jaar.',
      'De medewerker betaalt 5,5% premie over de pensioengrondslag.',
    ]),
    ...artikel(32, 'Reiskosten', [
      'Medewerkers die 10 km of meer van de winkel wonen, krijgen € 0,10 per km vergoed.',
    ]),
    ...artikel(33, 'Ontwikkeling', [
      'Elke medewerker heeft een persoonlijk ontwikkelbudget van € 200 per jaar.',
      'Medewerkers vanaf 62 jaar kunnen kiezen voor de 80-90-100 regeling: 80% werken, 90% loon, 100% pensioenopbouw.',
    ]),
    ...artikel(34, 'Jubilea', [
      'Bij een jubileum ontvangt de medewerker een gratificatie:',
      [
        table(
          [3, 1],
          [['Dienstjaren', 'Gratificatie']],
          [
            ['12,5 jaar in dienst', '€ 100'],
            ['25 jaar in dienst', '€ 250'],
            ['40 jaar in dienst', '€ 500'],
          ],
          ['l', 'r'],
        ),
      ],
    ]),
    { t: 'chapter', text: 'Hoofdstuk 6 Slot' },
    ...artikel(40, 'Geschillen', filler.disputes(names)),
    ...artikel(41, 'Privacy', filler.privacy()),
  ],
};
