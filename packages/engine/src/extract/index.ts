export { extractDocument, extractCategory, type ExtractDocumentOptions } from './extract-document';
export { builtinExtractor, createBuiltinExtractor } from './builtin-extractor';
export { getDefaultExtractor } from './default-extractor';
export { verifyCategory, verifyElement, isValueSupported } from './verify';
export { findInlenersbeloning, mapInlenersItem } from './inlenersbeloning';
export { detectCaoName } from './cao-name';
export { EXTRACTION_VERSION } from './version';
export { annotateReferrals } from './referrals';
export { warmUpExtractor } from './warm-up';
