import type { CaoAlertChange } from '@caoscan/core';
import type { ScanServices } from '../../scans/scan-services';
import { readVersionExtractions } from '../version-extraction';

/** A catalogue version's document: its content hash (the cache key) and where its bytes are. */
export interface VersionDocument {
  sha256: string;
  storage_key: string;
}

/**
 * The elements whose value differs between two versions of a cao: the change list of 'Wat is er
 * veranderd' (the engine's `versionChanges` over both versions' cached extractions), in the engine's
 * display order. For an agency, `agencyCao` is its agency cao (the changed version itself when the
 * agency cao changed): the elements of its inlenersbeloning (what an agency must pass on) are marked
 * and come first.
 */
export async function listChangedElements(
  services: ScanServices,
  previous: VersionDocument,
  next: VersionDocument,
  agencyCao: VersionDocument | null,
): Promise<CaoAlertChange[]> {
  // The agency cao itself changed: its own lists, old and new, mark the elements. A client's cao
  // changed: the agency cao's list marks both sides alike (so it is no change of its own). All
  // three as one engine extracted them (never an old engine's list beside a new one's).
  const ownList = agencyCao && agencyCao.sha256 !== next.sha256 ? agencyCao : null;
  const [before, after, agency] = await readVersionExtractions(services, [
    previous.sha256,
    next.sha256,
    ...(ownList ? [ownList.sha256] : []),
  ]);
  if (!before || !after) throw new Error('version extractions missing');
  const sameList = ownList ? agency?.inlenersbeloning : undefined;
  const { changes } =
    sameList === undefined
      ? services.engine.versionChanges(before, after)
      : services.engine.versionChanges(
          { ...before, inlenersbeloning: sameList },
          { ...after, inlenersbeloning: sameList },
        );
  return changes
    .map((change) => ({
      categorie: change.categorie,
      element: change.element,
      element_key: change.element_key,
      waarde_oud: change.waarde_oud,
      waarde_nieuw: change.waarde_nieuw,
      is_inlenersbeloning: change.is_inlenersbeloning,
    }))
    .sort((a, b) => Number(b.is_inlenersbeloning) - Number(a.is_inlenersbeloning)); // stable: display order within each group
}
