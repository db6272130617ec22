import { CATEGORY_DEFINITIONS } from '../categories';
import type { Block, StructureLine, StructureUnit } from '../structure';
import type { DocumentText, Inlenersbeloning } from '../types';
import { getContext, pageAt, unitOf, type ExtractContext } from './rules/context';

/**
 * For an agency cao (uitzendcao): the article that lists which elements of the hirer's pay
 * ("inlener", "opdrachtgever") the temporary worker gets, found generically. Agency cao's print it
 * in two ways, under a title like "Inlenersbeloning" / "Beloning bij de inlener" / "Gelijke
 * beloning", or under "Beloning" with a lead-in that names it:
 * - a list (a, b, c … or bullets) after a lead-in ("… bestaat uit de volgende elementen:");
 * - a table of conditions, each row saying whether it follows the hirer or the agency cao itself.
 * Each item is mapped to schema elements by its words, as the category definitions phrase them; an
 * item that keeps the agency cao's own rule maps to nothing.
 */
const TITLE =
  /inlenersbeloning|(?:beloning|loon)\s+(?:van|bij)\s+de\s+(?:inlener|opdrachtgever)|gelijke\s+beloning|gelijkwaardige\s+beloning|gelijke\s+behandeling/i;
/** The article is about the hirer at all. */
const HIRER = /inlener|opdrachtgever|inlenend/i;
/** A lead-in that announces a list. */
const INTRO =
  /bestaa?t\s+(?:uitsluitend\s+)?uit|bestaande\s+uit|de\s+volgende|het\s+volgende|als\s+volgt|onderstaande|omvat|onderdelen|elementen|samengesteld\s+uit|gevormd\s+door|\b(?:behoren|vallen)\b|\bbehoort\b|\bvalt\b/i;
/** A lead-in that says the list is the hirer's pay, under an article of another title. */
const NAMES_HIRER_PAY =
  /inlenersbeloning|(?:beloning|loon)\b[^.:;]{0,100}\b(?:inlener|opdrachtgever)|(?:inlener|opdrachtgever)\b[^.:;]{0,100}\b(?:beloning|loon)\b/i;
/** A table cell (or item) saying the condition follows the hirer. */
const FOLLOWS_HIRER =
  /\b(?:volgt|volgens|conform|overeenkomstig|als|zoals|gelijk\s+aan)\b[^.;]{0,40}?\b(?:inlener|opdrachtgever)\b|\binlenersbeloning\b/i;
/** … or that the agency cao keeps its own rule for it. */
const OWN_RULE =
  /\beigen\s+regeling\b|\bvolgens\s+deze\s+cao\b|\bgeregeld\s+in\s+deze\s+cao\b|\bniet\s+van\s+toepassing\b/i;
const TRAILING_REFERENCE = /\s+\d+(?:[.:]\d+)*\s*$/;
const BULLET = /^[•·▪●◦\-–—*]\s*/;
const NUMBERED_LID = /^\d{1,2}[.)]\s/;

/**
 * The schema elements ("categorie.element" or a whole category) one list item names, by the
 * phrasings each category definition gives (categories/<category>/index.ts, `inlenersbeloning`).
 */
export function mapInlenersItem(text: string): string[] {
  const elements = CATEGORY_DEFINITIONS.flatMap((definition) =>
    definition.inlenersbeloning
      .filter((phrase) => phrase.pattern.test(text))
      .flatMap((phrase) =>
        phrase.elements ? phrase.elements.map((element) => `${definition.key}.${element}`) : [definition.key],
      ),
  );
  return [...new Set(elements)];
}

export interface InlenersbeloningItem {
  /** "a", "opsommingsteken 2", or a table row's own name. */
  sub: string;
  text: string;
  block: Block;
  elements: string[];
}

export interface InlenersbeloningDetail extends Inlenersbeloning {
  /** List item per element, for citing why an element follows the client's cao. */
  items: InlenersbeloningItem[];
}

interface Found {
  lid: string | null;
  intro: Block | null;
  items: InlenersbeloningItem[];
  /** Blocks (or table rows) whose pages are cited. */
  cited: Block[];
}

function itemElements(text: string): string[] {
  return OWN_RULE.test(text) && !FOLLOWS_HIRER.test(text) ? [] : mapInlenersItem(text);
}

/** A list after a lead-in, in one lid: lettered items, or bullets. */
function readList(unitBlocks: readonly Block[], lid: string | null, titled: boolean): Found | null {
  const inLid = unitBlocks.filter((block) => block.lid === lid);
  // A sub's first block is its item; later blocks of the same sub continue it (or follow the list).
  const lettered = inLid.filter(
    (block, index) => block.sub !== null && inLid.findIndex((other) => other.sub === block.sub) === index,
  );
  const bullets = inLid.filter((block) => block.sub === null && BULLET.test(block.text));
  const useLetters = lettered.length >= bullets.length;
  const listBlocks = useLetters ? lettered : bullets;
  if (listBlocks.length < 3) return null;
  const intro = inLid.find((block) => block.sub === null && !BULLET.test(block.text)) ?? null;
  // Under another title ("Beloning"), the lead-in itself must say it lists the hirer's pay.
  const introNamesPay = intro !== null && NAMES_HIRER_PAY.test(intro.text) && INTRO.test(intro.text);
  if (!titled && !introNamesPay) return null;
  if (titled && intro && !INTRO.test(intro.text) && !HIRER.test(intro.text)) return null;
  const items = listBlocks.map((block, index) => ({
    sub: useLetters ? block.sub! : `opsommingsteken ${index + 1}`,
    text: block.text.replace(useLetters ? /^\(?[a-z][.)]\s+/ : BULLET, ''),
    block,
    elements: itemElements(block.text),
  }));
  return { lid, intro, items, cited: intro ? [intro, ...listBlocks] : listBlocks };
}

/** One table row as a block of its own lines, so its quote and page are the row's. */
function rowBlock(source: Block, lines: readonly StructureLine[]): Block {
  const segments: Block['segments'] = [];
  let text = '';
  for (const line of lines) {
    if (text) text += ' ';
    segments.push({
      line: line.index,
      page: line.page,
      start: text.length,
      end: text.length + line.text.length,
    });
    text += line.text;
  }
  return { ...source, kind: 'row', text, sub: null, segments };
}

/**
 * A table of conditions in a titled article: a row starts where a line names a condition and
 * says it follows the hirer (or the agency cao's own rule); a line without either continues the
 * row above (a wrapped cell). A numbered lid ends the table.
 */
function readTable(context: ExtractContext, unit: StructureUnit, unitBlocks: readonly Block[]): Found | null {
  const lines = context.structure.lines.filter(
    (line) => line.unit === unit.index && (line.kind === 'row' || line.kind === 'body'),
  );
  const rows: Array<{ name: string; follows: boolean; lines: StructureLine[] }> = [];
  let open: (typeof rows)[number] | null = null;
  for (const line of lines) {
    if (NUMBERED_LID.test(line.text)) {
      open = null;
      continue;
    }
    const follows = FOLLOWS_HIRER.exec(line.text);
    const own = OWN_RULE.exec(line.text);
    const status = follows ?? own;
    const name = status ? line.text.slice(0, status.index).trim() : '';
    if (status && /^[A-ZÀ-Ý(]/.test(name) && name.length <= 90) {
      open = { name, follows: status === follows, lines: [line] };
      rows.push(open);
    } else if (open && !status) {
      open.lines.push(line);
      open.name += ` ${line.text}`;
    } else {
      open = null;
    }
  }
  const following = rows.filter((row) => row.follows);
  if (following.length < 3) return null;
  const blockOf = (line: StructureLine): Block =>
    unitBlocks.find((block) => block.segments.some((segment) => segment.line === line.index)) ??
    unitBlocks[0]!;
  // A wrapped status cell ("zie artikel … 4:5") leaves its article number behind the name.
  const items = following.map((row) => ({
    sub: row.name.replace(TRAILING_REFERENCE, ''),
    text: row.name.replace(TRAILING_REFERENCE, ''),
    block: rowBlock(blockOf(row.lines[0]!), row.lines),
    elements: mapInlenersItem(row.name),
  }));
  const lid = following[0]!.lines[0]!.lid;
  const intro = unitBlocks.find((block) => block.lid === lid && block.kind === 'prose') ?? null;
  return { lid, intro, items, cited: [...(intro ? [intro] : []), ...items.map((item) => item.block)] };
}

function readUnit(context: ExtractContext, unit: StructureUnit): Found | null {
  const unitBlocks = context.blocks.filter((block) => block.unit === unit.index && block.kind !== 'heading');
  if (!unitBlocks.some((block) => HIRER.test(block.text))) return null;
  const titled = TITLE.test(unit.title);
  for (const lid of new Set(unitBlocks.map((block) => block.lid))) {
    const list = readList(
      unitBlocks.filter((block) => block.kind === 'prose'),
      lid,
      titled,
    );
    if (list && list.items.some((item) => item.elements.length > 0)) return list;
  }
  const table = titled ? readTable(context, unit, unitBlocks) : null;
  return table && table.items.some((item) => item.elements.length > 0) ? table : null;
}

export function findInlenersbeloning(doc: DocumentText): InlenersbeloningDetail | null {
  const context = getContext(doc);
  const units = context.structure.units.filter((unit) => unit.kind !== 'preamble' && unit.kind !== 'chapter');
  // An article titled for it first: a lead-in elsewhere may merely mention the hirer's pay.
  const ordered = [
    ...units.filter((unit) => TITLE.test(unit.title)),
    ...units.filter((unit) => !TITLE.test(unit.title)),
  ];
  for (const unit of ordered) {
    const found = readUnit(context, unit);
    if (!found) continue;
    const first = found.items[0]!.block;
    return {
      article: unitOf(context, first).label,
      lid: found.lid,
      pages: doc.isPaginated
        ? [...new Set(found.cited.map((block) => pageAt(block, 0)))].sort((a, b) => a - b)
        : [],
      quote: found.intro?.text ?? null,
      elements: [...new Set(found.items.flatMap((item) => item.elements))],
      items: found.items,
    };
  }
  return null;
}
