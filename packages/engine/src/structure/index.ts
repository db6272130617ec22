export type * from './types';
export { buildStructure } from './build-structure';
export { getStructure } from './get-structure';
export { matchHeading, type Heading } from './headings';
export { markTocLines, isLeaderLine } from './toc';
