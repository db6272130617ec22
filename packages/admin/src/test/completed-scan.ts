import fs from 'node:fs';
import path from 'node:path';
import { createAdminApiClient, type AdminApiClient, type DetailedComparisonResult } from '@caoscan/core';
import { signInAs, type RunningServer } from './npm-start-server';

const corpusFile = (name: string) => path.resolve(import.meta.dirname, '../../../engine/corpus', name);

export interface CompletedScan {
  id: string;
  name: string;
  /** The demo member who made it, signed in (to correct its values as its owner would). */
  owner: AdminApiClient;
}

/**
 * A scan of the demo member (ABU against the fictional metal cao), made and run to completion
 * through the real API, as the wizard would.
 */
export async function makeCompletedScan(
  server: Pick<RunningServer, 'url'>,
  email: string,
): Promise<CompletedScan> {
  const token = await signInAs(server, email);
  const owner = createAdminApiClient({ baseUrl: `${server.url}/api`, getAccessToken: () => token });
  const name = 'Uitzend tegen metaal (nagekeken)';
  const scan = await owner.createScan({ name });
  await owner.advanceStep(scan.id, 2);
  const form = new FormData();
  form.set('cao_scan_id', scan.id);
  form.set('kind', 'client');
  form.set('cao_name', 'Cao Metaal (fictief)');
  form.set('sector', 'Metaal en techniek');
  // A File, not a Blob with a name: the test DOM's FormData keeps only a File's name.
  const pdf = fs.readFileSync(corpusFile('cao-metaal-fictief.pdf'));
  form.set('file', new File([pdf], 'cao-metaal-fictief.pdf', { type: 'application/pdf' }));
  const uploaded = await fetch(`${server.url}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const selection = {
    is_abu_cao: true,
    client_cao_file_id: ((await uploaded.json()) as { file_id: string }).file_id,
    client_cao_name: 'Cao Metaal (fictief)',
    client_cao_sector: 'Metaal en techniek',
  };
  await owner.saveCaoSelection(scan.id, selection);
  await owner.advanceStep(scan.id, 3);
  await owner.startComparison(scan.id, selection);
  for (const deadline = Date.now() + 240_000; ;) {
    const progress = await owner.getSectionTasks(scan.id);
    if (progress.overall_status === 'completed') return { id: scan.id, name, owner };
    if (progress.overall_status === 'failed' || Date.now() > deadline) {
      throw new Error(`scan did not complete: ${JSON.stringify(progress).slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A percentage the engine found on the client's side, with the page it cites. */
export function findCorrectableRow(results: DetailedComparisonResult[]) {
  for (const row of results) {
    const field = row.client_extraction_details?.extraction_data[row.element_key];
    const page = field?.source.pagina_nummers[0];
    if (row.eenheid === 'procent' && row.client_outcome === 'found' && page) return { row, page };
  }
  throw new Error('no percentage found on the client side to correct');
}
