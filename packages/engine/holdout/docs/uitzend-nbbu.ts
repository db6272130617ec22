/**
 * Hold-out 5 — agency cao in NBBU style (fictional): "Artikel 4:2" numbering (chapter:article),
 * an embedded DejaVu Serif, the equal-pay rule as a TABLE of conditions with "volgt de regeling van
 * de inlener" (so most wage elements are null with a reference), working time and pauses that follow
 * the client, a safety-net travel allowance, holiday in days, and the pension scheme in an annex
 * ("Bijlage 3 Pensioenreglement").
 */
import { ch, h, items, lids, p, paras, table } from '../generate/blocks';
import * as filler from '../generate/filler';
import type { CaoDocument } from '../generate/model';
import type { PdfStyle } from '../generate/render-pdf';

const names: filler.Names = {
  employers: 'de Bond van Bemiddelings- en Uitzendondernemingen Fictief (BBUF)',
  unions: 'de Flexbond Fictief',
  sector: 'de uitzendbranche',
  fund: 'de Stichting Naleving Uitzendcao Fictief',
  committee: 'de Geschillencommissie Uitzendcao Fictief',
};

const TITLE = 'Cao voor Uitzendkrachten BBUF 2025-2027 (fictief)';
const FONTS = '/usr/share/fonts/truetype/dejavu';

export const style: PdfStyle = {
  size: 'A4',
  margins: { top: 80, bottom: 80, left: 80, right: 72 },
  fonts: {
    regular: `${FONTS}/DejaVuSerif.ttf`,
    bold: `${FONTS}/DejaVuSerif-Bold.ttf`,
    italic: `${FONTS}/DejaVuSerif-Italic.ttf`,
  },
  fallback: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  size_body: 9.5,
  size_heading: 10,
  size_chapter: 13,
  lineGap: 2,
  paragraphGap: 4,
  align: 'left',
  chapterNewPage: true,
  tocLevels: 2,
  indent: 20,
  tableRules: 'grid',
  tableSize: 8.5,
  header: () => 'Uitzendcao BBUF (fictief)',
  footer: (page, total) => `Fictieve cao voor testdoeleinden – ${page}/${total}`,
};

const FOLLOWS = 'volgt de regeling van de inlener';

export const cao: CaoDocument = {
  name: 'cao-uitzend-nbbu-holdout',
  title: TITLE,
  blocks: [
    {
      t: 'title',
      lines: [
        'Cao voor Uitzendkrachten',
        'BBUF – Flexbond Fictief',
        '6 januari 2025 – 3 januari 2027',
        'Fictieve cao voor testdoeleinden',
      ],
    },
    { t: 'toc', title: 'Inhoudsopgave' },
    ch('Hoofdstuk 1 Algemene bepalingen'),
    h('Artikel 1:1 Definities'),
    p('In deze cao wordt verstaan onder:'),
    ...items([
      'uitzendonderneming: de werkgever die lid is van de BBUF en uitzendkrachten ter beschikking stelt;',
      'uitzendkracht: de werknemer met wie de uitzendonderneming een uitzendovereenkomst heeft gesloten;',
      'inlener: degene aan wie de uitzendkracht ter beschikking wordt gesteld;',
      'inlenersbeloning: de beloning van artikel 4:2;',
      'gewerkte week: een week waarin de uitzendkracht ten minste één uur heeft gewerkt.',
    ]),
    h('Artikel 1:2 Werkingssfeer'),
    ...lids(filler.scope(names)),
    h('Artikel 1:3 Looptijd'),
    ...lids([
      'Deze cao heeft een looptijd van 6 januari 2025 tot en met 3 januari 2027.',
      'De cao eindigt van rechtswege op de einddatum; opzegging is niet nodig.',
    ]),
    ch('Hoofdstuk 2 De uitzendovereenkomst'),
    h('Artikel 2:1 Soorten uitzendovereenkomsten'),
    ...lids([
      'De uitzendonderneming sluit een uitzendovereenkomst met uitzendbeding of een uitzendovereenkomst zonder uitzendbeding voor bepaalde of onbepaalde tijd.',
      'Een uitzendovereenkomst met uitzendbeding eindigt van rechtswege zodra de inlener de terbeschikkingstelling beëindigt.',
      'Na 78 gewerkte weken kan geen uitzendbeding meer worden overeengekomen.',
    ]),
    h('Artikel 2:2 Proeftijd'),
    ...lids([
      'In een uitzendovereenkomst met uitzendbeding geldt geen proeftijd.',
      'In een uitzendovereenkomst zonder uitzendbeding voor bepaalde tijd geldt een proeftijd van ten hoogste één maand.',
    ]),
    h('Artikel 2:3 Verplichtingen'),
    ...lids(filler.duties()),
    ch('Hoofdstuk 3 Arbeidstijden'),
    h('Artikel 3:1 Arbeidsduur, werktijden en pauzes'),
    ...lids([
      'De arbeidsduur, de werktijden en de pauzes van de uitzendkracht zijn gelijk aan die welke gelden bij de inlener.',
      'De uitzendkracht is niet verplicht arbeid te verrichten op zondag, tenzij dat bij de inlener gebruikelijk is.',
    ]),
    h('Artikel 3:2 Feestdagen'),
    ...lids([
      'De uitzendkracht die op een erkende feestdag niet werkt, behoudt het loon als hij op die dag volgens zijn rooster had moeten werken.',
    ]),
    ch('Hoofdstuk 4 Beloning'),
    h('Artikel 4:1 Beloningsregeling'),
    ...lids([
      'De uitzendkracht heeft vanaf de eerste gewerkte dag recht op de inlenersbeloning van artikel 4:2.',
      'Het loon is nooit lager dan het wettelijk minimumloon.',
    ]),
    h('Artikel 4:2 Inlenersbeloning'),
    ...lids([
      'Voor de onderstaande arbeidsvoorwaarden volgt de uitzendkracht de regeling die bij de inlener geldt voor werknemers in een gelijke of gelijkwaardige functie:',
    ]),
    table(
      [3, 3],
      [['Arbeidsvoorwaarde', 'Regeling']],
      [
        ['Loon in de schaal en functie-indeling', FOLLOWS],
        ['Arbeidsduurverkorting (ADV)', FOLLOWS],
        ['Toeslagen voor overwerk, onregelmatige uren en ploegendienst', FOLLOWS],
        ['Initiële loonsverhogingen', FOLLOWS],
        ['Periodieken', FOLLOWS],
        ['Kostenvergoedingen (reiskosten, thuiswerk, maaltijden)', `${FOLLOWS}; zie ook artikel 4:5`],
        ['Eenmalige uitkeringen en eindejaarsuitkering', FOLLOWS],
        ['Vakantiedagen en vakantiebijslag', 'eigen regeling, hoofdstuk 5'],
        ['Pensioen', 'eigen regeling, Bijlage 3'],
      ],
    ),
    ...lids(
      [
        'De uitzendonderneming vraagt de inlener vóór het begin van de terbeschikkingstelling om de gegevens die nodig zijn om de inlenersbeloning vast te stellen.',
        'Wijzigt de beloning bij de inlener, dan past de uitzendonderneming de inlenersbeloning met ingang van dezelfde datum aan.',
      ],
      (i) => `${i + 1}.`,
    ),
    h('Artikel 4:3 Functie-indeling'),
    ...lids([
      'De uitzendkracht wordt ingedeeld volgens de functie-indeling van de inlener, in de functiegroep die daar geldt voor een gelijkwaardige functie.',
    ]),
    h('Artikel 4:4 Betaling van het loon'),
    ...lids([
      'De uitzendonderneming betaalt het loon per week of per vier weken, volgens de verloningsperiode die in de uitzendovereenkomst is afgesproken.',
    ]),
    h('Artikel 4:5 Reiskosten (vangnet)'),
    ...lids([
      'Kent de inlener geen reiskostenregeling, dan vergoedt de uitzendonderneming ten minste € 0,18 per kilometer bij een enkele reisafstand van meer dan 15 kilometer.',
    ]),
    h('Artikel 4:6 Ontwikkeling'),
    ...lids([
      'De uitzendonderneming besteedt jaarlijks ten minste 1,02% van de loonsom aan de ontwikkeling van uitzendkrachten.',
    ]),
    ch('Hoofdstuk 5 Vakantie en verlof'),
    h('Artikel 5:1 Vakantiedagen'),
    ...lids([
      'De uitzendkracht bouwt per gewerkt uur vakantie-uren op; bij een voltijd dienstverband komt dit neer op 25 vakantiedagen per jaar.',
    ]),
    h('Artikel 5:2 Vakantiebijslag'),
    ...lids([
      'De uitzendkracht bouwt 8% vakantiebijslag op over het loon.',
      'De vakantiebijslag wordt uitbetaald in de laatste week van mei, of eerder bij het einde van de uitzendovereenkomst.',
    ]),
    h('Artikel 5:3 Kort verzuim'),
    p('De uitzendkracht heeft recht op verlof met behoud van loon:'),
    ...items([
      'bij zijn eigen huwelijk of geregistreerd partnerschap: 2 dagen;',
      'bij het overlijden van zijn partner, een kind of een ouder: 2 dagen;',
      'bij de bevalling van zijn partner: 1 dag.',
    ]),
    ch('Hoofdstuk 6 Ziekte'),
    h('Artikel 6:1 Loondoorbetaling bij ziekte'),
    ...lids([
      'Tijdens ziekte ontvangt de uitzendkracht met een uitzendovereenkomst zonder uitzendbeding in het eerste ziektejaar 90% van het loon en in het tweede ziektejaar 80% van het loon.',
      'De eerste ziektedag is een wachtdag.',
    ]),
    ch('Hoofdstuk 7 Slotbepalingen'),
    h('Artikel 7:1 Geschillen'),
    ...lids(filler.disputes(names)),
    h('Artikel 7:2 Naleving'),
    ...lids(filler.fund(names, '0,15%')),
    ch('Bijlage 1 Stappenplan inlenersbeloning'),
    ...paras([
      'Stap 1: de uitzendonderneming stelt vast welke cao of beloningsregeling bij de inlener geldt.',
      `Stap 2: voor ieder element van artikel 4:2 dat ${FOLLOWS}, noteert de uitzendonderneming de waarde die bij de inlener geldt.`,
      'Stap 3: de uitzendonderneming legt de gegevens vast in het dossier van de uitzendkracht en bewaart ze ten minste zeven jaar.',
      'Stap 4: bij een wijziging bij de inlener wordt stap 2 herhaald.',
    ]),
    ch('Bijlage 2 Privacy en klachten'),
    ...paras(filler.privacy()),
    ...paras(filler.whistleblower()),
    ch('Bijlage 3 Pensioenreglement'),
    ...lids([
      'De uitzendkracht neemt deel aan de Basisregeling van de Stichting Pensioenfonds Flexwerk Fictief (SPFF) nadat hij 26 weken heeft gewerkt.',
      'Na 52 gewerkte weken neemt de uitzendkracht deel aan de Plusregeling.',
      'In de Plusregeling betaalt de uitzendkracht een bijdrage van 2,9% van de pensioengrondslag.',
    ]),
  ],
};
