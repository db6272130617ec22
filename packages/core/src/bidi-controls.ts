/**
 * Bidirectional control characters (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; LRM, RLM; ALM)
 * make a name display differently from what it is: 'cao\u202Efdp.exe' shows as 'caoexe.pdf'.
 * Names people give (file name, scan name and description, cao name, sector) are stored and echoed
 * without them: the schemas below strip them before any other check.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function stripBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
