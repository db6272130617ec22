import type { DocumentFormat } from '../types';

const EXTENSIONS: Record<DocumentFormat, string[]> = {
  pdf: ['pdf'],
  docx: ['docx', 'docm', 'dotx'],
  doc: ['doc', 'dot'],
  txt: ['txt', 'text', 'csv', 'md'],
};

const NAMES: Record<DocumentFormat, string> = {
  pdf: 'PDF',
  docx: 'Word-document',
  doc: 'Word 97-2003-document',
  txt: 'tekstbestand',
};

/**
 * The content decides the format; a file name that says otherwise only earns a warning, so the
 * user understands why "cao.docx" was read as a PDF.
 */
export function warnNameMismatch(filename: string | undefined, format: DocumentFormat): string[] {
  const extension = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension || EXTENSIONS[format].includes(extension)) return [];
  const known = Object.values(EXTENSIONS).some((list) => list.includes(extension));
  if (!known) return [];
  return [
    `Het bestand heet ".${extension}", maar de inhoud is een ${NAMES[format]}; het is als ${NAMES[format]} gelezen.`,
  ];
}
