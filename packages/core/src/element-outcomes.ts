import { z } from 'zod';

/**
 * What the engine concluded about one element of one cao, so a user knows what to check by hand:
 * - found: a value, with its proof (article, pages, the text as printed);
 * - not_regulated: the cao itself says it has none, does not apply it or leaves it to the law or to
 *   the hirer's cao, cited as proof;
 * - not_found: the engine found neither a value nor such a statement. That is no claim about the cao.
 */
export const ELEMENT_OUTCOMES = ['found', 'not_regulated', 'not_found'] as const;
export const ElementOutcomeSchema = z.enum(ELEMENT_OUTCOMES);
export type ElementOutcome = z.infer<typeof ElementOutcomeSchema>;

/** How the results screen, the details modal and the Excel name an outcome. */
export const ELEMENT_OUTCOME_LABELS: Readonly<Record<ElementOutcome, string>> = {
  found: 'Gevonden',
  not_regulated: 'Niet geregeld in deze cao',
  not_found: 'Niet gevonden — controleer handmatig',
};

/** The comparison verdict of a row with a side the engine did not find: no difference, no equality. */
export const CHECK_BY_HAND_VERDICTS = {
  both: "Niet gevonden in beide cao's — controleer handmatig",
  current: 'Niet gevonden in huidige cao — controleer handmatig',
  client: 'Niet gevonden in cao klant — controleer handmatig',
} as const;

export interface RowOutcomes {
  current_outcome: ElementOutcome;
  client_outcome: ElementOutcome;
}

/** The check-by-hand verdict for a row, or null when both sides are settled (found or not regulated). */
export function describeCheckByHand(row: RowOutcomes): string | null {
  const current = row.current_outcome === 'not_found';
  const client = row.client_outcome === 'not_found';
  if (current && client) return CHECK_BY_HAND_VERDICTS.both;
  if (current) return CHECK_BY_HAND_VERDICTS.current;
  if (client) return CHECK_BY_HAND_VERDICTS.client;
  return null;
}

/** A row a person must check in the documents: the engine did not find one side (or either). */
export function needsManualCheck(row: RowOutcomes): boolean {
  return row.current_outcome === 'not_found' || row.client_outcome === 'not_found';
}
