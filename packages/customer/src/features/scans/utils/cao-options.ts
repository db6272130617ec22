import { formatDate, type AgencyCao, type CaoOption, type Scan } from '@caoscan/core';

/** A subsector of 'Eigen Regeling' is the user's own arrangement: they type its name (spec 02 §3). */
export const OWN_ARRANGEMENT = 'Eigen Regeling';

export function isOwnArrangement(option: Pick<CaoOption, 'subsector'> | null): boolean {
  return option?.subsector === OWN_ARRANGEMENT;
}

/** Options grouped by hoofdsector for the Autocomplete (which needs them sorted by group). */
export function sortCaoOptions(options: readonly CaoOption[]): CaoOption[] {
  return [...options].sort(
    (a, b) =>
      Number(isOwnArrangement(a)) - Number(isOwnArrangement(b)) ||
      a.hoofdsector.localeCompare(b.hoofdsector, 'nl') ||
      a.subsector.localeCompare(b.subsector, 'nl'),
  );
}

export interface StoredChoice {
  option: CaoOption | null;
  customName: string;
}

/** A side's earlier choice from the scan's stored name and sector, matched against the list. */
export function findStoredChoice(
  options: readonly CaoOption[],
  name: string | null,
  sector: string | null,
): StoredChoice {
  if (!name) return { option: null, customName: '' };
  const exact = options.find((o) => o.subsector === name && (!sector || o.hoofdsector === sector));
  if (exact && !isOwnArrangement(exact)) return { option: exact, customName: '' };
  const own = options.find(isOwnArrangement) ?? null;
  if (sector === OWN_ARRANGEMENT && own) return { option: own, customName: name };
  const byName = options.find((o) => o.subsector === name) ?? null;
  return { option: byName, customName: '' };
}

/** The ABU answer as stored: null until the user has saved step 2 once. */
export function readStoredAbuAnswer(scan: Pick<Scan, 'is_abu_cao' | 'current_step'>): boolean | null {
  return scan.current_step >= 3 || scan.is_abu_cao !== null ? scan.is_abu_cao : null;
}

export const ABU_AUTOMATIC = 'ABU CAO (automatisch opgehaald)';

/** The current cao's name as the summary and results show it. */
export function describeCurrentCao(scan: Pick<Scan, 'is_abu_cao' | 'current_cao_name'>): string {
  return scan.is_abu_cao ? ABU_AUTOMATIC : (scan.current_cao_name ?? 'Huidige CAO');
}

/**
 * Which document 'Ja' uses, as the wizard says it (issue K): the catalogue's current version with
 * its term, or — for the bundled demonstration document — that it is fictional. Null when the
 * server uses a configured document (ABU_CAO_PATH/URL) and has nothing more to say.
 */
export function describeAgencyCao(agency: AgencyCao | undefined): string | null {
  if (!agency) return null;
  if (agency.is_fictional) {
    return `Let op: deze omgeving gebruikt een fictieve uitzend-cao ('${agency.name}'), niet de echte ABU / NBBU CAO.`;
  }
  if (agency.source !== 'catalogue') return null;
  const term =
    agency.datum_van || agency.datum_tot
      ? `, geldig van ${formatDate(agency.datum_van)} tot en met ${formatDate(agency.datum_tot)}`
      : '';
  return `Gebruikt: ${agency.name}, versie ${agency.version_label ?? '–'}${term}.`;
}

/** The document behind a 'Ja' scan, as the server named it when the selection was saved. */
export function describeAbuDocument(scan: Pick<Scan, 'current_cao_name'>): string {
  return scan.current_cao_name ? `automatisch opgehaald: ${scan.current_cao_name}` : 'automatisch opgehaald';
}
