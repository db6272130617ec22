export type * from './types';
export { buildStructure } from './build-structure';
export { getStructure } from './get-structure';
export { matchHeading, type Heading } from './headings';
export { markTocLines, isLeaderLine } from './toc';
export { checkStructure, summarizeCheck, type StructureCheck, type Verdict } from './self-check';
