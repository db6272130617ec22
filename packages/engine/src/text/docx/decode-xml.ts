const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Resolves the five XML entities and numeric character references. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The value of attribute `name` (e.g. "w:val") in a tag's attribute text. */
export function readAttribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match ? decodeXml(match[1] ?? '') : null;
}

/** OOXML booleans: a present element is true unless its w:val says otherwise. */
export function isOn(attributes: string): boolean {
  const value = readAttribute(attributes, 'w:val');
  return value === null || !['0', 'false', 'off'].includes(value);
}
