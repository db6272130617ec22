import type { Block } from '../structure';
import type { DocumentText, Inlenersbeloning } from '../types';
import { getContext, pageAt, unitOf } from './rules/context';

/**
 * For an agency cao (uitzendcao): the article that lists which elements of the client's cao
 * ("inlener") the temporary worker follows, found generically: an article titled like
 * "Inlenersbeloning" / "Beloning van de inlener" / "Gelijke beloning" that mentions the inlener and
 * enumerates elements (a, b, c, ...). Each list item is mapped to schema elements by its words.
 */
const TITLE =
  /inlenersbeloning|beloning\s+(?:van|bij)\s+de\s+inlener|gelijke\s+beloning|gelijkwaardige\s+beloning|loon\s+van\s+de\s+inlener/i;
const INTRO = /bestaat\s+(?:uitsluitend\s+)?uit|de\s+volgende|omvat|onderdelen|elementen/i;

const ITEM_ELEMENTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /periodeloon|\bschaal|loonschaal|loongebouw|functie-?indeling|inschaling|salaris|uurloon|loontabel/i,
    [
      'beloning.aantal_loonschalen',
      'beloning.laagste_schaal_minimum',
      'beloning.hoogste_schaal_maximum',
      'inschaling.functiewaarderingssysteem',
      'inschaling.inschaling_nieuwe_werknemer',
    ],
  ],
  [/arbeidsduurverkorting|\bADV\b|\bATV\b|roostervrij/i, ['verlof.adv_dagen']],
  [
    /overwerk|overuren/i,
    [
      'toeslagen.overwerk_maandag_vrijdag',
      'toeslagen.overwerk_zaterdag',
      'toeslagen.overwerk_zondag_feestdag',
    ],
  ],
  [
    /onregelmatig|inconveni[eë]nt|verschoven\s+uren/i,
    ['toeslagen.onregelmatigheid_avond', 'toeslagen.onregelmatigheid_nacht'],
  ],
  [/ploeg/i, ['toeslagen.ploegentoeslag_2ploegen', 'toeslagen.ploegentoeslag_3ploegen']],
  [
    /initi[eë]le|loonsverhoging|loonronde/i,
    [
      'initiele_verhogingen.verhoging_1',
      'initiele_verhogingen.verhoging_1_datum',
      'initiele_verhogingen.verhoging_2',
      'initiele_verhogingen.verhoging_2_datum',
    ],
  ],
  [
    /periodiek/i,
    ['periodieken.periodiek_hoogte', 'periodieken.periodiek_moment', 'periodieken.voorwaarde_periodiek'],
  ],
  [
    /kostenvergoeding|reiskosten|verblijfkosten|pensionkosten|onkostenvergoeding/i,
    [
      'vergoedingen.reiskosten_per_km',
      'vergoedingen.reiskosten_drempel_km',
      'vergoedingen.maaltijdvergoeding',
    ],
  ],
  [/eenmalige/i, ['bijzondere_uitkeringen.eenmalige_uitkering']],
  [/eindejaarsuitkering|dertiende\s+maand|13e\s+maand/i, ['bijzondere_uitkeringen.eindejaarsuitkering']],
  [/jubileum/i, ['bijzondere_uitkeringen.jubileumuitkering_25']],
  [/thuiswerk/i, ['vergoedingen.thuiswerkvergoeding']],
  [/feestdag/i, ['toeslagen.overwerk_zondag_feestdag']],
  [/vakantiebijslag|vakantiegeld|vakantietoeslag/i, ['vakantiebijslag']],
  [/vakantiedag|vakantie-?uren/i, ['verlof.vakantiedagen']],
  [/pensioen/i, ['pensioen']],
  [/keuzebudget|\bIKB\b/i, ['ikb']],
];

/** The schema elements ("categorie.element" or a whole category) one list item names. */
export function mapInlenersItem(text: string): string[] {
  return ITEM_ELEMENTS.filter(([pattern]) => pattern.test(text)).flatMap(([, keys]) => keys);
}

export interface InlenersbeloningDetail extends Inlenersbeloning {
  /** List item per element, for citing why an element follows the client's cao. */
  items: Array<{ sub: string; text: string; block: Block; elements: string[] }>;
}

export function findInlenersbeloning(doc: DocumentText): InlenersbeloningDetail | null {
  const context = getContext(doc);
  const { blocks } = context;
  for (const unit of context.structure.units) {
    if (unit.kind === 'preamble' || unit.kind === 'chapter') continue;
    const unitBlocks = blocks.filter((block) => block.unit === unit.index && block.kind === 'prose');
    if (!unitBlocks.some((block) => /inlener/i.test(block.text))) continue;
    const titled = TITLE.test(unit.title);
    const lids = [...new Set(unitBlocks.map((block) => block.lid))];
    for (const lid of lids) {
      const items = unitBlocks.filter((block) => block.lid === lid && block.sub !== null);
      if (items.length < 3) continue;
      const intro = unitBlocks.find((block) => block.lid === lid && block.sub === null);
      // Under another title ("Beloning"), the lead-in itself must say it lists the inlenersbeloning.
      const introNames = intro !== undefined && TITLE.test(intro.text) && INTRO.test(intro.text);
      if (!titled && !introNames) continue;
      if (titled && intro && !INTRO.test(intro.text) && !/inlener/i.test(intro.text)) continue;
      const mapped = items.map((block) => ({
        sub: block.sub!,
        text: block.text.replace(/^\(?[a-z][.)]\s+/, ''),
        block,
        elements: mapInlenersItem(block.text),
      }));
      const elements = [...new Set(mapped.flatMap((item) => item.elements))];
      if (elements.length === 0) continue;
      const cited = intro ? [intro, ...items] : items;
      return {
        article: unitOf(context, items[0]!).label,
        lid,
        pages: doc.isPaginated
          ? [...new Set(cited.map((block) => pageAt(block, 0)))].sort((a, b) => a - b)
          : [],
        quote: intro?.text ?? null,
        elements,
        items: mapped,
      };
    }
  }
  return null;
}
