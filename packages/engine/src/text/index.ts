export { readDocument } from './read-document';
export { detectFormat, type DetectedFormat, type ImageKind } from './detect-format';
export { documentErrors } from './document-errors';
export { warmUpDocumentReader } from './warm-up';
export { removeStaleOcrFolders, stopDocumentReading } from './ocr/ocr-folders';
export { describeOcrQueue } from './ocr/limit-concurrency';
export { DOCUMENT_READER_VERSION } from './reader-version';
