import type { FastifyReply } from 'fastify';
import type { Scan } from '@caoscan/core';
import type { Db } from '../db/database';
import type { ScanEngine } from './engine';
import { assertCompleted, readComparisonRows } from './results';
import { describeOrigin } from './review/apply-corrections';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Cao-scan Metaal 2025!" → "cao-scan-metaal-2025" (ASCII, for the download name). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'scan';
}

export function exportFilename(scan: Pick<Scan, 'name' | 'completed_at'>): string {
  const day = (scan.completed_at ?? new Date().toISOString()).slice(0, 10);
  return `cao-vergelijking-${slugify(scan.name)}-${day}.xlsx`;
}

/** Sends the completed scan's workbook with a Content-Disposition the apps read the name from. */
export async function sendScanWorkbook(db: Db, engine: ScanEngine, scan: Scan, reply: FastifyReply) {
  assertCompleted(scan.status);
  const reviewed = await readComparisonRows(db, engine, scan.id);
  const rows = reviewed.rows.map((entry) => entry.row);
  const origins = Object.fromEntries(
    [...reviewed.active].map(([key, correction]) => [key, describeOrigin(correction)]),
  );
  const workbook = await engine.writeXlsx(
    { rows, summary: engine.summarise(rows) },
    {
      review: { origins, engineRows: reviewed.rows.map((entry) => entry.engineRow) },
      scanName: scan.name,
      currentName: scan.is_abu_cao
        ? 'ABU CAO (automatisch opgehaald)'
        : (scan.current_cao_name ?? 'Huidige cao'),
      clientName: scan.client_cao_name ?? 'Cao van de klant',
      createdAt: scan.created_at,
      // For 'Ja' the document the server fetched, as named when the selection was saved ('fictief'
      // for the bundled one, the catalogue version otherwise).
      currentDocument: scan.is_abu_cao ? scan.current_cao_name : scan.current_cao_filename,
      clientDocument: scan.client_cao_filename,
      owner: scan.created_by?.display_name ?? scan.created_by?.email ?? null,
    },
  );
  const filename = exportFilename(scan);
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(workbook);
}
