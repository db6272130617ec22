import { PRODUCT_NAME, type CaoOption, type CaoSelection } from '@caoscan/core';
import { isOwnArrangement, OWN_ARRANGEMENT } from './cao-options';

/** One side of step 2: the chosen cao (or own arrangement) and its uploaded or chosen file. */
export interface SideChoice {
  option: CaoOption | null;
  customName: string;
  /** The stored file's id once uploaded. */
  fileId: string | null;
  /** A file chosen but not uploaded yet. */
  hasPendingFile: boolean;
}

export interface DocumentsInput {
  scanId: string | undefined;
  isAbu: boolean | null;
  current: SideChoice;
  client: SideChoice;
}

export const SCAN_ID_MISSING = `${PRODUCT_NAME} ID is missing. Please try again.`;
export const CLIENT_REQUIRED = 'Client CAO file and selection are required';
export const CURRENT_REQUIRED = 'Current CAO file and selection are required';
export const ABU_QUESTION_REQUIRED = 'Beantwoord eerst of uw huidige CAO de ABU / NBBU CAO is.';
export const CUSTOM_NAME_REQUIRED = 'Vul de naam van de eigen regeling in.';

const hasFile = (side: SideChoice) => Boolean(side.fileId) || side.hasPendingFile;

/** Spec 02 §5 "Step 2 can continue only when…": the first reason it cannot, or null. */
export function validateDocuments(input: DocumentsInput): string | null {
  if (!input.scanId) return SCAN_ID_MISSING;
  if (input.isAbu === null) return ABU_QUESTION_REQUIRED;
  if (!input.client.option || !hasFile(input.client)) return CLIENT_REQUIRED;
  if (!input.isAbu && (!input.current.option || !hasFile(input.current))) return CURRENT_REQUIRED;
  const sides = input.isAbu ? [input.client] : [input.current, input.client];
  if (sides.some((side) => isOwnArrangement(side.option) && !side.customName.trim())) {
    return CUSTOM_NAME_REQUIRED;
  }
  return null;
}

/** The name and main sector a side is stored and uploaded under. */
export function describeSide(side: Pick<SideChoice, 'option' | 'customName'>): {
  name: string | null;
  sector: string | null;
} {
  if (!side.option) return { name: null, sector: null };
  if (isOwnArrangement(side.option)) return { name: side.customName.trim() || null, sector: OWN_ARRANGEMENT };
  return { name: side.option.subsector, sector: side.option.hoofdsector };
}

/** The seven fields of PUT cao-selection (and of start-comparison). */
export function buildCaoSelection(isAbu: boolean, current: SideChoice, client: SideChoice): CaoSelection {
  const currentSide = describeSide(current);
  const clientSide = describeSide(client);
  return {
    is_abu_cao: isAbu,
    current_cao_file_id: isAbu ? null : current.fileId,
    current_cao_name: isAbu ? null : currentSide.name,
    current_cao_sector: isAbu ? null : currentSide.sector,
    client_cao_file_id: client.fileId,
    client_cao_name: clientSide.name,
    client_cao_sector: clientSide.sector,
  };
}
