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
