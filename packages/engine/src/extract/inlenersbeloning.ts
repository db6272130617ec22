import { CATEGORY_DEFINITIONS } from '../categories';
import type { Block } from '../structure';
import type { DocumentText, Inlenersbeloning } from '../types';
import { getContext, pageAt, unitOf } from './rules/context';

/**
 * For an agency cao (uitzendcao): the article that lists which elements of the client's cao
 * ("inlener") the temporary worker follows, found generically: an article titled like
 * "Inlenersbeloning" / "Beloning van de inlener" / "Gelijke beloning" that mentions the inlener and
 * enumerates elements (a, b, c, ...). Each list item is mapped to schema elements by its words, as
 * the category definitions phrase them.
 */
const TITLE =
  /inlenersbeloning|beloning\s+(?:van|bij)\s+de\s+inlener|gelijke\s+beloning|gelijkwaardige\s+beloning|loon\s+van\s+de\s+inlener/i;
const INTRO = /bestaat\s+(?:uitsluitend\s+)?uit|de\s+volgende|omvat|onderdelen|elementen/i;

/**
 * The schema elements ("categorie.element" or a whole category) one list item names, by the
 * phrasings each category definition gives (categories/<category>/index.ts, `inlenersbeloning`).
 */
export function mapInlenersItem(text: string): string[] {
  return CATEGORY_DEFINITIONS.flatMap((definition) =>
    definition.inlenersbeloning
      .filter((phrase) => phrase.pattern.test(text))
      .flatMap((phrase) =>
        phrase.elements ? phrase.elements.map((element) => `${definition.key}.${element}`) : [definition.key],
      ),
  );
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
