/** The hold-out documents and how each is rendered. */
import type { CaoDocument } from '../generate/model';
import type { DocxStyle } from '../generate/render-docx';
import type { PdfStyle } from '../generate/render-pdf';
import * as bouw from './bouw-infra';
import * as horeca from './horeca';
import * as kinderopvang from './kinderopvang';
import * as metalektro from './metalektro';
import * as supermarkten from './supermarkten';
import * as transport from './transport';
import * as uitzend from './uitzend-nbbu';
import * as zorg from './zorg-vvt';

export type HoldoutDocument =
  | { format: 'pdf'; cao: CaoDocument; style: PdfStyle }
  | { format: 'docx'; cao: CaoDocument; style: DocxStyle };

export const HOLDOUT_DOCUMENTS: HoldoutDocument[] = [
  { format: 'pdf', cao: bouw.cao, style: bouw.style },
  { format: 'pdf', cao: metalektro.cao, style: metalektro.style },
  { format: 'pdf', cao: zorg.cao, style: zorg.style },
  { format: 'pdf', cao: horeca.cao, style: horeca.style },
  { format: 'pdf', cao: uitzend.cao, style: uitzend.style },
  { format: 'docx', cao: kinderopvang.cao, style: kinderopvang.style },
  // Second batch, written after the first round of rule changes (see README).
  { format: 'pdf', cao: transport.cao, style: transport.style },
  { format: 'pdf', cao: supermarkten.cao, style: supermarkten.style },
];
