import { deflateSync } from 'node:zlib';
import { makeDocx, makeZip } from '../../engine/src/text/testing/make-zip';

/**
 * Small generators of hostile uploads (issue J), built in the test instead of kept as binary blobs.
 * Every PDF is written object by object with exact xref offsets, so only the trick each one plays
 * is wrong with it.
 */

/** A PDF from its objects (object 1 is the catalog); `trailer` adds entries to the trailer. */
export function buildPdf(objects: string[], trailer = ''): Buffer {
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const stream = (content: string, dict = '') =>
  `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;
const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const textContent = (lines: string[]) =>
  `BT /F1 11 Tf 14 TL 72 770 Td ${lines.map((line) => `(${escapePdf(line)}) '`).join(' ')} ET`;

export const CAO_LINES = [
  'Artikel 1 Werkingssfeer',
  'Deze cao geldt voor iedere werknemer in dienst van een werkgever in de sector.',
  'Artikel 2 Arbeidsduur',
  'De normale arbeidsduur bedraagt 38 uur per week.',
];

/** A readable PDF of `pageCount` text pages; `catalog` and `font` replace parts of it. */
export function textPdf(
  pageCount = 1,
  options: { catalog?: string; font?: string; extra?: string[] } = {},
): Buffer {
  const font = options.font ?? '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  const first = 4;
  const kids = Array.from({ length: pageCount }, (_, i) => `${first + i * 2} 0 R`).join(' ');
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    font,
  ];
  for (let i = 0; i < pageCount; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + i * 2 + 1} 0 R >>`,
      stream(textContent([...CAO_LINES, `Pagina ${i + 1}`])),
    );
  }
  return buildPdf([...objects, ...(options.extra ?? [])]);
}

/** Encrypted with the standard handler and an unknown user password: it cannot be opened. */
export function encryptedPdf(): Buffer {
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream('q 0 0 1 rg 72 72 100 100 re f Q'),
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${hex('7A')} /U ${hex('3C')} >>`,
  ];
  return buildPdf(objects, `/Encrypt 5 0 R /ID [${hex('01').slice(0, 34)}> ${hex('01').slice(0, 34)}>] `);
}

/** Opens a JavaScript action and names a font whose program is garbage, around real text. */
export function scriptAndBrokenFontPdf(): Buffer {
  return textPdf(1, {
    catalog: '/OpenAction 6 0 R /Names << /JavaScript << /Names [(a) 6 0 R] >> >>',
    font:
      '<< /Type /Font /Subtype /TrueType /BaseFont /Kapot /FirstChar 32 /LastChar 126 ' +
      '/Widths 7 0 R /FontDescriptor 8 0 R /Encoding /WinAnsiEncoding >>',
    extra: [
      '<< /S /JavaScript /JS (app.alert\\("hallo"\\); this.exportDataObject\\({cName: "x", nLaunch: 2}\\);) >>',
      `[${Array.from({ length: 95 }, () => 500).join(' ')}]`,
      '<< /Type /FontDescriptor /FontName /Kapot /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 ' +
        '/Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 9 0 R >>',
      stream('\x00\x01\x00\x00 dit is geen lettertype '.repeat(40)),
    ],
  });
}

/** A page whose dictionary holds an array nested `depth` deep. */
export function deeplyNestedPdf(depth: number): Buffer {
  return textPdf(1, { catalog: `/Diep ${'['.repeat(depth)}${']'.repeat(depth)} ` });
}

/** A page tree whose only kid is the tree itself, announcing a billion pages. */
export function circularPagesPdf(): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1000000000 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1000000000 >>',
  ]);
}

/** One page whose content stream is `size` bytes of spaces, deflated to a thousandth of that. */
export function flateBombPdf(size: number): Buffer {
  const content = deflateSync(Buffer.alloc(size, ' '), { level: 9 }).toString('latin1');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content}\nendstream`,
  ]);
}

/**
 * `pageCount` pages that each only show the same tiny picture (a scan without a text layer, as
 * the 10,000-page PDF of issue D, CI-sized): cheap to make, and all the work is the server's.
 */
export function imagePagesPdf(pageCount: number): Buffer {
  const first = 5;
  const kids = Array.from({ length: pageCount }, (_, i) => `${first + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    stream(
      '\x80\x40\x80\x40',
      '/Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceGray /BitsPerComponent 2 ',
    ),
    stream('q 500 0 0 700 40 60 cm /Im Do Q'),
  ];
  for (let i = 0; i < pageCount; i++) {
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im 3 0 R >> >> /Contents 4 0 R >>',
    );
  }
  return buildPdf(objects);
}

const PARAGRAPH =
  '<w:p><w:r><w:t>De werkgever betaalt het loon op de laatste werkdag van de maand.</w:t></w:r></w:p>';

/** 95 MB of WordprocessingML deflated into a few hundred kB (issue D's 339 kB .docx); `variant` changes its bytes. */
export function docxBomb(variant = ''): Buffer {
  const paragraph = PARAGRAPH.replace('maand.', `maand.${variant}`);
  return Buffer.from(makeDocx(paragraph.repeat(Math.ceil((95 << 20) / paragraph.length)), {}, true));
}

/** A zip that says its one part inflates to 150 MB. */
export const declaredZipBomb = () =>
  Buffer.from(makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'x' }, 150 * 1024 * 1024));

/** A Word file with `count` extra parts. */
export const manyEntriesDocx = (count: number) =>
  Buffer.from(
    makeDocx(
      PARAGRAPH,
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`word/media/leeg${i}.xml`, '<x/>'])),
    ),
  );

/** An ordinary zip archive (a readme and a table) named as if it were Word. */
export const plainZip = () =>
  Buffer.from(
    makeZip({
      'LEESMIJ.txt': 'Dit archief bevat een loontabel.\n',
      'gegevens/loontabel.csv': 'schaal;trede;bedrag\nA;1;2000\n',
    }),
  );

/** Word XML with a "billion laughs" entity declaration. */
export function entityBombDocx(): Buffer {
  const entities = ['<!ENTITY a0 "haha">'];
  for (let i = 1; i < 10; i++) entities.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
  return Buffer.from(
    makeZip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml':
        `<?xml version="1.0"?><!DOCTYPE w:document [${entities.join('')}]>` +
        `<w:document xmlns:w="w"><w:body>${PARAGRAPH}<w:p><w:r><w:t>&a9;</w:t></w:r></w:p></w:body></w:document>`,
    }),
  );
}

/** Word XML with elements nested `depth` deep. */
export const deeplyNestedDocx = (depth: number) =>
  Buffer.from(
    makeDocx(
      `${PARAGRAPH}${'<w:sdt><w:sdtContent>'.repeat(depth)}${'</w:sdtContent></w:sdt>'.repeat(depth)}`,
    ),
  );

/** A Windows program: MZ header, PE signature, then nothing useful. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

/** A Linux program (ELF header). */
export function linuxExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(bytes);
  return bytes;
}

/** A PNG picture's first bytes (signature and header chunk). */
export const pngImage = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000100000001008000000003a98a0bd', 'hex'),
    Buffer.alloc(64),
  ]);

/** An OLE2 (old Word) header followed by nothing a reader can use. */
export const brokenOle = () =>
  Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096, 0xff)]);

/** Random bytes. */
export const randomBinary = (size: number, seed = 7) => {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x >> 16;
  }
  return bytes;
};

export const CAO_TEXT = `${CAO_LINES.join('\n')}\n`;
