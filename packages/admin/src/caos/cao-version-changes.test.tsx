// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCaoVersionForm, type AdminApiClient } from '@caoscan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';

const CAO = 'Cao Groenwerk (fictief)';
const fixture = (version: 1 | 2) =>
  fs.readFile(
    path.resolve(
      import.meta.dirname,
      '../../../engine/fixtures/catalogue-versions',
      `cao-groenwerk-v${version}-fictief.pdf`,
    ),
  );

async function upload(
  api: AdminApiClient,
  fields: Parameters<typeof createCaoVersionForm>[0],
  version: 1 | 2,
) {
  const name = `cao-groenwerk-v${version}-fictief.pdf`;
  const bytes = await fixture(version);
  return api.uploadCaoVersion(
    createCaoVersionForm(fields, new File([bytes], name, { type: 'application/pdf' }), name),
  );
}

/** 'Wat is er veranderd' on a catalogue version in the back-office, against the real server (issue K). */
describe('admin cao catalogue: what changed', () => {
  let server: RealServer;
  let browser: Awaited<ReturnType<RealServer['adminBrowser']>>;
  beforeAll(async () => {
    server = await startRealServer();
    browser = await server.adminBrowser('beheer@caoscan.test');
    const api = browser.services.api;
    const first = await upload(api, { name: CAO, sector: 'Groen', label: 'versie 1' }, 1);
    await upload(api, { cao_id: first.cao.id, label: 'versie 2' }, 2);
    await waitFor(
      async () => {
        const { caos } = await api.listCatalogueCaos();
        const versions = caos.find((cao) => cao.name === CAO)?.versions ?? [];
        if (versions.some((version) => version.extraction_status !== 'completed')) throw new Error('reading');
      },
      { timeout: 60_000, interval: 500 },
    );
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows the changes of version 2 against version 1, with citations, and offers the Excel', async () => {
    renderAdmin('/admin/caos', browser);
    const card = within(await screen.findByRole('region', { name: CAO }));
    const versions = within(card.getByRole('table', { name: `Versies van ${CAO}` }));
    // The oldest version has nothing before it to compare with.
    const oldest = within(versions.getByText('versie 1').closest('tr')!);
    expect(oldest.queryByRole('button', { name: /Wat is er veranderd/ })).toBeNull();
    fireEvent.click(versions.getByRole('button', { name: `Wat is er veranderd in versie 2 van ${CAO}` }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('Van versie versie 1 naar versie versie 2: 2 gewijzigd, 1 nieuw, 0 vervallen.'),
    ).toBeTruthy();
    const table = within(dialog.getByRole('table', { name: 'Wat is er veranderd' }));
    const minimum = within(table.getByText('Laagste schaal, minimum maandloon').closest('tr')!);
    expect(minimum.getByText('€ 2.214,50 per maand')).toBeTruthy();
    expect(minimum.getByText('€ 2.292,00 per maand')).toBeTruthy();
    expect(minimum.getAllByText('art. 4.2, p. 2')).toHaveLength(2);
    const maximum = within(table.getByText('Hoogste schaal, maximum maandloon').closest('tr')!);
    expect(maximum.getByText('+€ 125,50 per maand')).toBeTruthy();
    const homeWorking = within(table.getByText('Thuiswerkvergoeding per dag').closest('tr')!);
    expect(homeWorking.getByText('Nieuw')).toBeTruthy();
    expect(homeWorking.getByText('art. 7.3 lid 1, p. 3')).toBeTruthy();
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(dialog.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
    expect(browser.requests).toContain(
      `GET /api/caos/versions/${(await browser.services.api.listCatalogueCaos()).caos.find((cao) => cao.name === CAO)!.versions[0]!.id}/changes`,
    );
  }, 60_000);
});
