import type {
  ComparisonResult,
  DetailedComparisonResult,
  ExtractionDetails,
  ExtractionField,
} from '@caoscan/core';
import type { CategoryValues, ComparisonRow, ExtractedElement } from '@caoscan/engine';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { ScanEngine } from './engine';
import { applyCorrections, type ReviewedRow } from './review/apply-corrections';
import { readCorrections, type ActiveCorrections } from './review/correction-store';
import { readAllCompletedTasks, readCompletedComparisons, type CompletedComparison } from './completed-tasks';

export const RESULTS_NOT_READY = 'De resultaten zijn pas beschikbaar als de scan is voltooid.';

export function assertCompleted(status: string): void {
  if (status !== 'completed') throw new HttpError(409, RESULTS_NOT_READY);
}

const rowsOf = (tasks: readonly CompletedComparison[]): ComparisonRow[] =>
  tasks.flatMap((task) => task.result.rows);

/** The engine's comparison rows of all comparison tasks, in category display order (task position). */
export async function readEngineRows(db: Db, scanId: string): Promise<ComparisonRow[]> {
  return rowsOf(await readCompletedComparisons(db, scanId));
}

export interface ReviewedComparison {
  rows: ReviewedRow[];
  active: ActiveCorrections;
}

/**
 * THE way results are read: the engine's rows with the reviewers' corrections in force laid over
 * them (issue I), so the table, its counts and the Excel always show the same values.
 */
export async function readComparisonRows(
  db: Db,
  engine: ScanEngine,
  scanId: string,
): Promise<ReviewedComparison> {
  const [engineRows, { active }] = await Promise.all([
    readEngineRows(db, scanId),
    readCorrections(db, scanId),
  ]);
  return { rows: applyCorrections(engine, engineRows, active), active };
}

export function toResult(reviewed: ReviewedRow): ComparisonResult {
  const { row } = reviewed;
  return {
    categorie: row.categorie,
    element: row.element,
    element_key: row.element_key,
    waarde_huidig: row.waarde_huidig,
    art_nr_huidig: row.art_nr_huidig,
    waarde_nieuw: row.waarde_nieuw,
    art_nr_nieuw: row.art_nr_nieuw,
    verschil: row.verschil,
    eenheid: row.eenheid,
    favourable: row.favourable,
    is_inlenersbeloning: row.is_inlenersbeloning,
    current_outcome: row.current_outcome,
    client_outcome: row.client_outcome,
    current_correction: reviewed.current_correction,
    client_correction: reviewed.client_correction,
  };
}

function toField(element: ExtractedElement): ExtractionField {
  return {
    label: element.label,
    value: element.value,
    outcome: element.outcome,
    unit: element.unit,
    as_printed: element.as_printed ?? null,
    confidence: element.confidence,
    note: element.note ?? null,
    source: {
      artikel_nummers: element.article ? [element.article] : [],
      pagina_nummers: element.pages ?? [],
      tekst_fragment: element.quote ?? null,
    },
  };
}

function toExtractionData(values: CategoryValues): Record<string, ExtractionField> {
  return Object.fromEntries(Object.entries(values).map(([key, element]) => [key, toField(element)]));
}

/** Rows plus, per side, the extraction task of the row's section with all its data and sources. */
export async function readDetailedResults(
  db: Db,
  engine: ScanEngine,
  scanId: string,
): Promise<DetailedComparisonResult[]> {
  // Every task once: the comparisons give the rows, the extractions their details.
  const [tasks, { active }] = await Promise.all([
    readAllCompletedTasks(db, scanId),
    readCorrections(db, scanId),
  ]);
  const details = new Map<string, ExtractionDetails>();
  const comparisons: CompletedComparison[] = [];
  for (const task of tasks) {
    if (task.task_type === 'comparison') {
      comparisons.push(task);
      continue;
    }
    details.set(`${task.task_type}:${task.section_name}`, {
      task_id: task.id,
      section_name: task.section_name,
      section_display_name: task.section_display_name,
      task_type: task.task_type,
      extraction_data: toExtractionData(task.result.values),
      created_at: task.created_at.toISOString(),
      completed_at: task.completed_at?.toISOString() ?? null,
    });
  }
  const rows = applyCorrections(engine, rowsOf(comparisons), active);
  return rows.map((reviewed) => ({
    ...toResult(reviewed),
    current_extraction_details: details.get(`extraction_current:${reviewed.row.categorie}`) ?? null,
    client_extraction_details: details.get(`extraction_client:${reviewed.row.categorie}`) ?? null,
  }));
}
