import type { CaoVersionChanges } from '@caoscan/core';
import type { FastifyReply } from 'fastify';
import type { ScanEngine } from '../scans/engine';
import { slugify } from '../scans/export-excel';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "wat-is-er-veranderd-cao-groenwerk-v1-v2.xlsx" */
export function versionChangesFilename(changes: CaoVersionChanges): string {
  return `wat-is-er-veranderd-${slugify(changes.cao.name)}-${slugify(changes.from.label)}-${slugify(changes.to.label)}.xlsx`;
}

/** The change list as the 'Wat is er veranderd' workbook, named for the apps (Content-Disposition). */
export async function sendVersionChangesWorkbook(
  engine: ScanEngine,
  changes: CaoVersionChanges,
  reply: FastifyReply,
) {
  const workbook = await engine.writeVersionChangesXlsx(changes, {
    caoName: changes.cao.name,
    fromLabel: changes.from.label,
    toLabel: changes.to.label,
  });
  const filename = versionChangesFilename(changes);
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(workbook);
}
