/**
 * Hold-out 2 — Metalektro house style (fictional): US Letter, Helvetica, chapters "HOOFDSTUK III –
 * BELONING" in capitals with Roman numerals, articles as an inline bold lead ("Art. 12a
 * Ploegentoeslag.") followed by lids "(1)" and sub-items "sub a", article numbers with a letter
 * (12a, 12b), the overtime rates as a table of "135%", salary scales in Bijlage II with a two-row
 * header (minimum / periodiek / maximum), youth salaries, and an English summary.
 */
import { items, lids, p, paras, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { Block, CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'de Werkgeversvereniging Metaal en Elektro Fictief (WME-F)',
  unions: 'de Metaalbond Fictief en de Unie Techniek Fictief',
  sector: 'de metalektro-industrie',
  fund: 'de Stichting Vakontwikkeling Metalektro Fictief',
  committee: 'de Vaste Commissie Metalektro',
};

const TITLE = 'Cao Metalektro 2025-2026 (fictief)';

export const style: PdfStyle = {
  size: 'LETTER',
  margins: { top: 64, bottom: 64, left: 60, right: 60 },
  fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  fallback: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  size_body: 9.5,
  size_heading: 10,
  size_chapter: 12,
  lineGap: 2,
  paragraphGap: 3,
  align: 'justify',
  chapterNewPage: false,
  chapterUpper: true,
  tocLevels: 1,
  indent: 32,
  tableRules: 'rows',
  tableSize: 9,
  header: () => TITLE,
  footer: (page) => `- ${page} -`,
};

/** An article as an inline lead with its first lid on the same line, then the other lids. */
function art(lead: string, texts: string[]): Block[] {
  const [first, ...rest] = texts;
  return [p(`(1) ${first ?? ''}`, { lead }), ...lids(rest, (i) => `(${i + 1})`)];
}
const sub = (texts: string[]): Block[] => items(texts, (i) => `sub ${String.fromCharCode(96 + i)}`);

const head = [
  ['Salarisgroep', 'Minimum', 'Periodiek', 'Maximum'],
  ['', 'per maand', 'per jaar', 'per maand'],
];
const align: Array<'l' | 'r'> = ['l', 'r', 'r', 'r'];

export const cao: CaoDocument = {
  name: 'cao-metalektro-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: [
        'Collectieve Arbeidsovereenkomst voor de Metalektro',
        'looptijd 1 april 2025 – 30 september 2026',
        'Fictieve cao voor testdoeleinden',
      ],
    },
    { t: 'toc', title: 'INHOUD' },
    { t: 'chapter', text: 'Hoofdstuk I – Algemene bepalingen' },
    ...art('Art. 1 Definities.', ['In deze overeenkomst wordt verstaan onder:']),
    ...sub([
      'werkgever: iedere werkgever die lid is van de WME-F;',
      'werknemer: degene die bij de werkgever in dienst is, met uitzondering van stagiairs;',
      'salaris: het vaste maandsalaris, exclusief toeslagen en vergoedingen;',
      'uurloon: 0,6% van het maandsalaris;',
      'ploegendienst: een rooster waarin twee of meer ploegen elkaar op een werkdag aflossen.',
    ]),
    ...art('Art. 2 Werkingssfeer.', filler.scope(names)),
    ...art('Art. 3 Looptijd.', [
      'Deze overeenkomst geldt voor de periode van 1 april 2025 tot en met 30 september 2026.',
      'Partijen beginnen uiterlijk twee maanden voor het einde van de looptijd met het overleg over een nieuwe overeenkomst.',
    ]),
    ...art('Art. 4 Proeftijd.', [
      'Een proeftijd wordt schriftelijk overeengekomen en bedraagt ten hoogste 2 maanden.',
      'Bij een arbeidsovereenkomst voor ten hoogste zes maanden wordt geen proeftijd overeengekomen.',
    ]),
    ...art('Art. 4a Verplichtingen.', filler.duties()),
    { t: 'chapter', text: 'Hoofdstuk II – Arbeidsduur en werktijden' },
    ...art('Art. 5 Arbeidsduur.', [
      'De normale arbeidsduur in dagdienst bedraagt gemiddeld 40 uur per week.',
      'Ter verkorting van de arbeidsduur ontvangt de werknemer in dagdienst per kalenderjaar 104 uur ADV, op te nemen in hele of halve dagen.',
      'Voor werknemers in ploegendienst stelt de werkgever een rooster vast waarin de ADV-uren zijn verwerkt.',
    ]),
    ...art('Art. 6 Pauzes.', [
      'De werknemer heeft per dienst recht op een betaalde pauze van 15 minuten.',
      'Daarnaast geldt een onbetaalde schafttijd van 30 minuten, die niet als arbeidstijd geldt.',
    ]),
    ...art('Art. 7 Overwerk.', [
      'Van overwerk is sprake als de werknemer in opdracht van de werkgever langer werkt dan de dagelijkse arbeidsduur volgens zijn rooster.',
      'Voor ieder overuur ontvangt de werknemer een vergoeding in procenten van het uurloon volgens de volgende tabel:',
    ]),
    table(
      [3, 2],
      [['Overwerk op', 'Vergoeding per uur']],
      [
        ['maandag tot en met vrijdag', '135%'],
        ['zaterdag', '150%'],
        ['zon- en feestdagen', '200%'],
      ],
      ['l', 'r'],
    ),
    ...lids(['Overwerk door werknemers jonger dan 18 jaar is niet toegestaan.'], () => '(3)'),
    ...art('Art. 8 Ploegendienst.', [
      'De werkgever kan na overleg met de ondernemingsraad ploegendiensten invoeren.',
      'Een werknemer van 55 jaar of ouder die ten minste tien jaar in ploegendienst heeft gewerkt, kan op zijn verzoek overgaan naar dagdienst.',
    ]),
    ...art('Art. 8a Ploegentoeslag.', [
      'De werknemer in ploegendienst ontvangt een ploegentoeslag in procenten van zijn maandsalaris:',
    ]),
    ...sub(['2-ploegendienst: 13,5%;', '3-ploegendienst: 21,5%;', '5-ploegendienst: 30,0%.']),
    ...lids(['Bij overgang naar dagdienst wordt de ploegentoeslag afgebouwd volgens art. 8b.'], () => '(2)'),
    ...art('Art. 8b Afbouw ploegentoeslag.', [
      'De afbouw duurt bij een ploegenverleden van vijf jaar of langer twaalf maanden; daarbij ontvangt de werknemer de eerste vier maanden 75%, de volgende vier maanden 50% en de laatste vier maanden 25% van de laatstgenoten toeslag.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk III – Beloning' },
    ...art('Art. 9 Functie-indeling.', [
      'Functies worden ingedeeld volgens de methode ORBA-F (fictief).',
      'Het functiegebouw telt 12 salarisgroepen.',
    ]),
    ...art('Art. 10 Salaris.', [
      'De salarisgroepen en salarisbedragen staan in Bijlage II.',
      'De werknemer die in dienst treedt, wordt ingeschaald op het minimum van de salarisgroep van zijn functie; bij relevante ervaring mag de werkgever hoger inschalen.',
      'Voor werknemers jonger dan 21 jaar gelden de jeugdsalarissen van Bijlage II.',
    ]),
    ...art('Art. 11 Periodieken.', [
      'De werknemer die het maximum van zijn salarisgroep nog niet heeft bereikt, ontvangt per 1 januari een periodiek zoals vermeld in Bijlage II.',
      'De werkgever kan de periodiek onthouden als het functioneren van de werknemer bij de laatste beoordeling als onvoldoende is beoordeeld.',
    ]),
    ...art('Art. 12 Salarisverhoging.', [
      'Per 1 april 2025 worden de feitelijke salarissen en de salarisschalen verhoogd met 4,25%.',
      'Per 1 januari 2026 worden de feitelijke salarissen en de salarisschalen verhoogd met 3%.',
      'De werknemer die op 1 juni 2025 in dienst is, ontvangt in juni 2025 een eenmalige uitkering van € 600 bruto, naar rato van zijn arbeidsduur.',
    ]),
    ...art('Art. 12a Eindejaarsuitkering.', [
      'De werknemer ontvangt in december een eindejaarsuitkering van 4,5% van het in het kalenderjaar verdiende salaris.',
      'De werknemer die in de loop van het jaar in of uit dienst treedt, ontvangt de uitkering naar rato.',
    ]),
    ...art('Art. 12b Salarisbetaling.', [
      'Het salaris wordt maandelijks betaald, uiterlijk op de 25e van de maand.',
      'De werknemer ontvangt een specificatie van het salaris en de inhoudingen.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk IV – Vakantie en verlof' },
    ...art('Art. 13 Vakantie.', [
      'Het aantal vakantiedagen bedraagt 25 per kalenderjaar bij een volledige arbeidsduur.',
      'De werknemer van 50 jaar of ouder krijgt daarnaast 1 seniorendag per kalenderjaar.',
    ]),
    ...art('Art. 13a Vakantietoeslag.', [
      'De vakantietoeslag bedraagt 8% van de in het opbouwjaar verdiende salarissen.',
      'De vakantietoeslag wordt uitbetaald bij de salarisbetaling over de maand mei.',
    ]),
    ...art('Art. 14 Buitengewoon verlof.', ['De werknemer heeft recht op verlof met behoud van salaris:']),
    ...sub([
      'gedurende twee dagen bij zijn huwelijk of de registratie van zijn partnerschap;',
      'gedurende één dag bij het huwelijk van een van zijn kinderen, broers of zusters;',
      'gedurende vier dagen bij het overlijden van zijn partner of een kind;',
      'gedurende één dag bij verhuizing.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk V – Ziekte en inkomen' },
    ...art('Art. 15 Salaris bij ziekte.', [
      'Tijdens het eerste jaar van ziekte betaalt de werkgever 100% van het salaris door.',
      'In het tweede jaar van ziekte betaalt de werkgever 85% van het salaris door.',
      'Per ziekmelding wordt 1 wachtdag ingehouden.',
    ]),
    ...art('Art. 16 Pensioen.', [
      'De werkgever is aangesloten bij het Pensioenfonds Metaal en Elektro Fictief (PMEF).',
      'De werknemer neemt deel vanaf de eerste dag van de maand na indiensttreding.',
      'De werknemersbijdrage bedraagt 6,1% van de pensioengrondslag.',
    ]),
    ...art('Art. 17 Persoonlijk budget.', [
      'De werknemer ontvangt maandelijks een persoonlijk budget van 3,5% van zijn maandsalaris.',
      'De werknemer kan het budget aanvullen met bovenwettelijke vakantiedagen en ADV-uren.',
      'Het budget kan worden besteed aan extra verlof, een fiscaal vriendelijke vakbondscontributie of uitbetaling.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk VI – Vergoedingen en ontwikkeling' },
    ...art('Art. 18 Vergoedingen.', [
      'De werknemer die verder dan 7,5 km van het werk woont, ontvangt een reiskostenvergoeding van € 0,19 per km.',
      'De werknemer die op afspraak thuiswerkt, ontvangt een thuiswerkvergoeding van € 2,40 per thuiswerkdag.',
    ]),
    ...art('Art. 19 Ontwikkeling.', [
      'Iedere werknemer heeft recht op een persoonlijk ontwikkelbudget van € 500 per jaar.',
      'De werkgever draagt daarnaast 0,2% van de loonsom af aan de Stichting Vakontwikkeling Metalektro Fictief.',
    ]),
    ...art('Art. 20 Generatiepact.', [
      'Werknemers vanaf 63 jaar kunnen deelnemen aan het generatiepact: 80% werken tegen 90% salaris, met 100% pensioenopbouw.',
    ]),
    ...art('Art. 21 Jubileum.', [
      'Bij een dienstjubileum van 25 jaar ontvangt de werknemer een jubileumuitkering van 50% van het maandsalaris.',
    ]),
    { t: 'chapter', text: 'Hoofdstuk VII – Slotbepalingen' },
    ...art('Art. 22 Geschillen.', filler.disputes(names)),
    ...art('Art. 23 Vakbondswerk.', filler.unionFacilities(names)),
    ...art('Art. 24 Arbeidsomstandigheden.', filler.safety(names)),
    ...art('Art. 25 Slot.', filler.closing(names)),
    { t: 'chapter', text: 'Bijlage I – Reglement Vakontwikkeling', newPage: true },
    ...paras(filler.fund(names, '0,2%')),
    ...paras(filler.whistleblower()),
    { t: 'chapter', text: 'Bijlage II – Salarisschalen', newPage: true },
    p('Bedragen in euro per maand bij een volledige arbeidsduur. Na zes periodieken is het maximum bereikt.'),
    table(
      [2, 2, 2, 2],
      head,
      [
        ['1', '2.412,00', '96,48', '2.990,88'],
        ['2', '2.561,54', '102,46', '3.176,30'],
        ['3', '2.720,36', '108,81', '3.373,22'],
        ['4', '2.889,02', '115,56', '3.582,38'],
        ['5', '3.068,14', '122,72', '3.804,46'],
        ['6', '3.258,37', '130,34', '4.040,41'],
        ['7', '3.460,38', '138,41', '4.290,84'],
        ['8', '3.674,93', '147,00', '4.556,93'],
        ['9', '3.902,77', '156,11', '4.839,43'],
        ['10', '4.144,75', '165,79', '5.139,49'],
        ['11', '4.401,72', '176,07', '5.458,14'],
        ['12', '4.674,63', '186,98', '5.796,51'],
      ],
      align,
      'Salarisschalen per 1 april 2025',
    ),
    table(
      [2, 2, 2, 2],
      head,
      [
        ['1', '2.484,36', '99,37', '3.080,58'],
        ['2', '2.638,39', '105,53', '3.271,57'],
        ['3', '2.801,97', '112,07', '3.474,39'],
        ['4', '2.975,69', '119,03', '3.689,87'],
        ['5', '3.160,18', '126,40', '3.918,58'],
        ['6', '3.356,12', '134,25', '4.161,62'],
        ['7', '3.564,19', '142,56', '4.419,55'],
        ['8', '3.785,18', '151,41', '4.693,64'],
        ['9', '4.019,85', '160,79', '4.984,59'],
        ['10', '4.269,09', '170,76', '5.293,65'],
        ['11', '4.533,77', '181,35', '5.621,87'],
        ['12', '4.814,87', '192,59', '5.970,41'],
      ],
      align,
      'Salarisschalen per 1 januari 2026',
    ),
    table(
      [2, 3, 2],
      [['Leeftijd', 'Percentage van het minimum van groep 1', 'Jeugdsalaris']],
      [
        ['16 jaar', '40%', '964,80'],
        ['17 jaar', '47,5%', '1.145,70'],
        ['18 jaar', '55%', '1.326,60'],
        ['19 jaar', '65%', '1.567,80'],
        ['20 jaar', '80%', '1.929,60'],
      ],
      ['l', 'r', 'r'],
      'Jeugdsalarissen per 1 april 2025',
    ),
    { t: 'chapter', text: 'Summary in English', newPage: true },
    p(
      'This is a fictitious collective labour agreement for testing purposes. It runs from 1 April 2025 to 30 September 2026. Salaries rise by 4.25% on 1 April 2025 and by 3% on 1 January 2026.',
    ),
    p(
      'The normal working week is 40 hours. Overtime is paid at 135% of the hourly wage on weekdays, 150% on Saturdays and 200% on Sundays and public holidays. Employees receive a holiday allowance of 8% and a year-end bonus of 4.5%.',
    ),
    p(
      'The pension scheme is run by the Pensioenfonds Metaal en Elektro Fictief (PMEF). Employees contribute 6.1% of the pension base.',
    ),
  ],
};
