import type { DocumentFormat } from '../types';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'tiff' | 'bmp' | 'webp';

/** What the bytes are, decided by content only (a file name is never trusted). */
export type DetectedFormat =
  | { kind: DocumentFormat }
  | { kind: 'image'; image: ImageKind }
  | { kind: 'zip' }
  | { kind: 'rtf' }
  | { kind: 'empty' }
  | { kind: 'unknown' };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const IMAGES: Array<[ImageKind, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['bmp', [0x42, 0x4d]],
];

export function detectFormat(bytes: Uint8Array): DetectedFormat {
  if (bytes.length === 0) return { kind: 'empty' };
  // PDF readers accept the header anywhere in the first KiB (some generators prepend junk).
  if (indexOf(bytes, PDF, 1024) >= 0) return { kind: 'pdf' };
  if (startsWith(bytes, ZIP)) return { kind: 'zip' };
  if (startsWith(bytes, OLE2)) return { kind: 'doc' };
  for (const [image, magic] of IMAGES) if (startsWith(bytes, magic)) return { kind: 'image', image };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 12) === 'WEBP') {
    return { kind: 'image', image: 'webp' };
  }
  if (ascii(bytes, 0, 5) === '{\\rtf') return { kind: 'rtf' };
  if (hasUtf16Bom(bytes) || looksLikeText(bytes)) return { kind: 'txt' };
  return { kind: 'unknown' };
}

export function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, magic: number[], limit: number): number {
  const end = Math.min(bytes.length - magic.length, limit);
  for (let i = 0; i <= end; i++) if (magic.every((b, j) => bytes[i + j] === b)) return i;
  return -1;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * Text if the first 64 KiB hold no NUL bytes and few control characters (tab, newline, carriage
 * return and form feed are fine). UTF-16 files are rare for cao's and are refused as unknown.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 65536);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return control <= sample.length * 0.01;
}
