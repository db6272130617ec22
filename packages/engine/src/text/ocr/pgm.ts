import { readFile, writeFile } from 'node:fs/promises';

/** A grey page image as pdftoppm writes it (binary PGM, 8 bits, 0 = black). */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const HEADER = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/;

export async function readPgm(path: string): Promise<GreyImage | null> {
  const bytes = await readFile(path);
  const header = HEADER.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') return null;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  if (bytes.length < start + width * height) return null;
  return { width, height, pixels: new Uint8Array(bytes.buffer, bytes.byteOffset + start, width * height) };
}

export function writePgm(path: string, image: GreyImage): Promise<void> {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return writeFile(path, Buffer.concat([header, image.pixels]));
}

/**
 * A rectangle of the image (clamped to it) on white paper `pad` pixels wide all round: tesseract
 * reads nothing from a crop whose ink touches the edge.
 */
export function cropGrey(
  image: GreyImage,
  box: { left: number; top: number; width: number; height: number },
  pad: number,
): GreyImage {
  const x0 = Math.max(0, Math.floor(box.left));
  const y0 = Math.max(0, Math.floor(box.top));
  const w = Math.max(1, Math.min(image.width - x0, Math.ceil(box.width)));
  const h = Math.max(1, Math.min(image.height - y0, Math.ceil(box.height)));
  const width = w + 2 * pad;
  const pixels = new Uint8Array(width * (h + 2 * pad)).fill(255);
  for (let y = 0; y < h; y++) {
    const start = (y0 + y) * image.width + x0;
    pixels.set(image.pixels.subarray(start, start + w), (y + pad) * width + pad);
  }
  return { width, height: h + 2 * pad, pixels };
}
