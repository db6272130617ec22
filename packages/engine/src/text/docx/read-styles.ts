import { isOn, readAttribute } from './decode-xml.ts';

/** The paragraph properties that decide where a page ends, resolved through `w:basedOn`. */
export interface ParagraphStyle {
  /** Font size in half-points. */
  size: number;
  /** Spacing before and after, in twips. */
  before: number;
  after: number;
  /** Line spacing as a multiple of single spacing. */
  lineFactor: number;
  pageBreakBefore: boolean;
  keepNext: boolean;
  /** List numbering the style applies (numbered headings and leden). */
  numId: string | null;
  ilvl: number;
}

interface PartialStyle extends Partial<ParagraphStyle> {
  basedOn?: string;
}

const BASE: ParagraphStyle = {
  size: 22,
  before: 0,
  after: 0,
  lineFactor: 1,
  pageBreakBefore: false,
  keepNext: false,
  numId: null,
  ilvl: 0,
};

/** Reads word/styles.xml (paragraph styles and document defaults). */
export function readStyles(xml: string | undefined): {
  styles: Map<string, ParagraphStyle>;
  defaults: ParagraphStyle;
} {
  const raw = new Map<string, PartialStyle>();
  let defaults = { ...BASE };
  if (xml) {
    const docDefaults = /<w:docDefaults>([\s\S]*?)<\/w:docDefaults>/.exec(xml)?.[1];
    if (docDefaults) defaults = { ...BASE, ...stripUndefined(readProperties(docDefaults)) };
    for (const match of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
      const id = readAttribute(match[1] ?? '', 'w:styleId');
      if (id) raw.set(id, readProperties(match[2] ?? ''));
    }
  }
  const resolved = new Map<string, ParagraphStyle>();
  const resolve = (id: string, depth: number): ParagraphStyle => {
    const known = resolved.get(id);
    if (known) return known;
    const own = raw.get(id);
    if (!own) return defaults;
    const parent = own.basedOn && depth < 20 ? resolve(own.basedOn, depth + 1) : defaults;
    const style = { ...parent, ...stripUndefined(own) };
    resolved.set(id, style);
    return style;
  };
  for (const id of raw.keys()) resolve(id, 0);
  return { styles: resolved, defaults };
}

function readProperties(xml: string): PartialStyle {
  const style: PartialStyle = {};
  const basedOn = /<w:basedOn w:val="([^"]*)"/.exec(xml)?.[1];
  if (basedOn) style.basedOn = basedOn;
  const size = /<w:sz w:val="(\d+)"/.exec(xml)?.[1];
  if (size) style.size = Number(size);
  const spacing = /<w:spacing\b([^>]*)\/?>/.exec(xml)?.[1];
  if (spacing) {
    const before = readAttribute(spacing, 'w:before');
    const after = readAttribute(spacing, 'w:after');
    const line = readAttribute(spacing, 'w:line');
    if (before) style.before = Number(before);
    if (after) style.after = Number(after);
    if (line && (readAttribute(spacing, 'w:lineRule') ?? 'auto') === 'auto')
      style.lineFactor = Number(line) / 240;
  }
  const pageBreak = /<w:pageBreakBefore\b([^>]*)\/?>/.exec(xml);
  if (pageBreak) style.pageBreakBefore = isOn(pageBreak[1] ?? '');
  const numbering = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(xml)?.[1];
  if (numbering) {
    style.numId = /<w:numId w:val="([^"]*)"/.exec(numbering)?.[1] ?? null;
    style.ilvl = Number(/<w:ilvl w:val="(\d+)"/.exec(numbering)?.[1] ?? 0);
  }
  const keepNext = /<w:keepNext\b([^>]*)\/?>/.exec(xml);
  if (keepNext) style.keepNext = isOn(keepNext[1] ?? '');
  return style;
}

function stripUndefined(style: PartialStyle): Partial<ParagraphStyle> {
  const { basedOn: _basedOn, ...rest } = style;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}
