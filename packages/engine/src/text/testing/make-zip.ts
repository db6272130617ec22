import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip archive with stored (uncompressed) entries, enough to build small .docx files in tests.
 * `declaredSize` lets a test lie about an entry's size, as a zip bomb would; `isDeflated` packs the
 * entries as Word does, so a few hundred kB can hold a hundred MB of XML.
 */
export function makeZip(
  files: Record<string, string>,
  declaredSize?: number,
  isDeflated = false,
): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text, 'utf8');
    const data = isDeflated ? deflateRawSync(raw) : raw;
    const method = isDeflated ? 8 : 0;
    const fileName = Buffer.from(name, 'utf8');
    const size = declaredSize ?? raw.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(crc32(raw), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc32(raw), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, fileName, data);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A minimal .docx whose body is the given WordprocessingML (deflated like Word's on request). */
export function makeDocx(
  bodyXml: string,
  extra: Record<string, string> = {},
  isDeflated = false,
): Uint8Array {
  return makeZip(
    {
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="w"><w:body>${bodyXml}</w:body></w:document>`,
      ...extra,
    },
    undefined,
    isDeflated,
  );
}
