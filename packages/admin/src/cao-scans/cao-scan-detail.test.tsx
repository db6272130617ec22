// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCorrectableRow, makeCompletedScan, type CompletedScan } from '../test/completed-scan';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';

const MEMBER = 'lid@demo-uitzend.test';

/** A corrected scan in the back-office: the correction, its author and trail, read-only. */
describe('admin scan detail with corrections', () => {
  let server: RealServer;
  let scan: CompletedScan;
  let element: string;
  let author: string;
  beforeAll(async () => {
    server = await startRealServer();
    scan = await makeCompletedScan(server, MEMBER);
    const { results } = await scan.owner.getDetailedComparisonResults(scan.id);
    const { row, page } = findCorrectableRow(results);
    element = row.element;
    const correction = await scan.owner.correctValue(scan.id, {
      category: row.categorie,
      element_key: row.element_key,
      side: 'client',
      value: '99%',
      page,
      reason: 'Nagekeken in de tabel',
    });
    author = correction.author_name;
  }, 360_000);
  afterAll(async () => server?.stop());

  it('shows the corrected value, who changed it and when, and the trail, without Corrigeer or Herstel', async () => {
    renderAdmin(`/admin/cao-scans/${scan.id}`, {
      services: await server.adminServices('beheer@caoscan.test'),
    });
    expect(await screen.findByRole('heading', { name: scan.name })).toBeTruthy();
    (await screen.findByRole('button', { name: 'Alles uitklappen' })).click();
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(element));
      if (!found) throw new Error(`no row for ${element}`);
      return within(found);
    });
    expect(row.getByText('99%')).toBeTruthy();
    expect(row.getByText('Handmatig aangepast')).toBeTruthy();
    expect(row.getByText(new RegExp(`^door ${author} op \\d+ \\w+ \\d{4}`))).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Herstel/ })).toBeNull();

    // The trail, through GET /api/admin/cao-scans/{id}/corrections.
    const trail = within(await screen.findByRole('table', { name: 'Wijzigingen' }));
    expect(trail.getByText(author)).toBeTruthy();
    expect(trail.getByText('Nagekeken in de tabel')).toBeTruthy();
    expect(trail.getByText(/→ 99%/)).toBeTruthy();

    // The cited page, through the admin's page route: paging, but nothing to correct.
    row.getByRole('button', { name: `Bekijk in document CAO klant: ${element}` }).click();
    const viewer = within(await screen.findByRole('dialog'));
    const client = within(viewer.getByRole('region', { name: 'Document CAO klant' }));
    expect(await client.findByText(/cao-metaal-fictief\.pdf/)).toBeTruthy();
    expect(await client.findByText(/^Pagina \d+ van \d+$/)).toBeTruthy();
    expect(viewer.queryByRole('button', { name: /^Corrigeer/ })).toBeNull();
  }, 60_000);
});
