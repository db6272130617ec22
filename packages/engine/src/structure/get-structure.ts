import type { DocumentText } from '../types';
import { buildStructure } from './build-structure';
import type { DocumentStructure } from './types';

const cache = new WeakMap<DocumentText, DocumentStructure>();

/** The structure of a document, built once per DocumentText object. */
export function getStructure(doc: DocumentText): DocumentStructure {
  let structure = cache.get(doc);
  if (!structure) {
    structure = buildStructure(doc);
    cache.set(doc, structure);
  }
  return structure;
}
