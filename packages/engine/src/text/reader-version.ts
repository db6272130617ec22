/**
 * Version of what readDocument makes of a document: part of the key under which the server keeps
 * a document's text, so it reads each upload once. Bump it whenever a change in text/ can change
 * the pages or lines of a document that was read before (OCR repairs, line building, furniture).
 */
export const DOCUMENT_READER_VERSION = 'reader-2026.11.28';
