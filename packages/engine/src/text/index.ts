export { readDocument } from './read-document';
export { detectFormat, type DetectedFormat, type ImageKind } from './detect-format';
export { documentErrors } from './document-errors';
export { warmUpDocumentReader } from './warm-up';
