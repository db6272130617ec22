// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCaoVersionForm, type AdminApiClient } from '@caoscan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';
import { describeExtractionFailure } from './cao-versions-table';

const AGENCY_CAO = 'ABU / NBBU CAO voor Uitzendkrachten';
const corpus = (name: string) =>
  fs.readFile(path.resolve(import.meta.dirname, '../../../engine/corpus', name));

/** Waits until the catalogue has read every version (the list shows 'klaar'). */
async function waitForExtractions(api: AdminApiClient) {
  await waitFor(
    async () => {
      const { caos } = await api.listCatalogueCaos();
      const pending = caos.flatMap((cao) => cao.versions).filter((v) => v.extraction_status !== 'completed');
      if (pending.length > 0) throw new Error(`${pending.length} versions still being read`);
    },
    { timeout: 60_000, interval: 500 },
  );
}

/** The cao catalogue in the back-office, against the real server (issue K). */
describe('admin cao catalogue', () => {
  let server: RealServer;
  let admin: AdminApiClient;
  /** One sign-in per person (the auth API limits codes): the platform admin's browser sets up too. */
  let adminBrowser: Awaited<ReturnType<RealServer['adminBrowser']>>;
  beforeAll(async () => {
    server = await startRealServer();
    adminBrowser = await server.adminBrowser('beheer@caoscan.test');
    admin = adminBrowser.services.api;
    const { caos } = await admin.listCatalogueCaos();
    const agency = caos.find((cao) => cao.is_agency_cao)!;
    const bytes = await corpus('cao-retail-fictief.pdf');
    await admin.uploadCaoVersion(
      createCaoVersionForm(
        { cao_id: agency.id, label: '2025-2026', term_start: '2025-01-01', term_end: '2026-12-31' },
        new File([bytes], 'abu-cao-2025.pdf', { type: 'application/pdf' }),
        'abu-cao-2025.pdf',
      ),
    );
    await waitForExtractions(admin);
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows support staff each cao with its versions, and marks one current', async () => {
    renderAdmin('/admin/caos', await server.adminBrowser('support@caoscan.test'));
    const card = within(await screen.findByRole('region', { name: AGENCY_CAO }));
    expect(card.getByText("Gebruikt bij 'Ja, ABU / NBBU'")).toBeTruthy();
    const versions = within(card.getByRole('table', { name: `Versies van ${AGENCY_CAO}` }));
    const row = within(versions.getByText('2025-2026').closest('tr')!);
    expect(row.getByText('1 januari 2025 t/m 31 december 2026')).toBeTruthy();
    expect(row.getByText('klaar')).toBeTruthy();
    expect(row.getByText('abu-cao-2025.pdf')).toBeTruthy();
    expect(row.queryByText('Huidige versie')).toBeNull();

    // The button shows once the authProvider has said support may keep the catalogue.
    fireEvent.click(
      await row.findByRole('button', { name: `Markeer 2025-2026 van ${AGENCY_CAO} als huidige versie` }),
    );
    // Asked first: what it does, and that no alert goes out (no version was current before).
    const dialog = within(
      await screen.findByRole('dialog', { name: `Versie 2025-2026 van ${AGENCY_CAO} als huidige versie?` }),
    );
    expect(
      dialog.getByText(
        'Nieuwe scans gebruiken vanaf nu versie 2025-2026. Er gaan geen meldingen uit: geen eerdere versie was de huidige.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Huidige versie maken' }));
    expect(
      await screen.findByText(`Versie "2025-2026" is nu de huidige versie van ${AGENCY_CAO}.`),
    ).toBeTruthy();
    expect(await row.findByText('Huidige versie')).toBeTruthy();
    const { caos } = await admin.listCatalogueCaos();
    const agency = caos.find((cao) => cao.is_agency_cao)!;
    expect(agency.versions.find((version) => version.id === agency.current_version_id)?.label).toBe(
      '2025-2026',
    );
  }, 60_000);

  it('opens a cao from the list on its own page with its versions', async () => {
    renderAdmin('/admin/caos', adminBrowser);
    const card = within(await screen.findByRole('region', { name: AGENCY_CAO }));
    expect(screen.getByText('Cao-versie uploaden')).toBeTruthy();
    fireEvent.click(card.getByRole('link', { name: AGENCY_CAO }));
    // The cao's own page: no list toolbar, its heading and its versions.
    await waitFor(() => expect(screen.queryByText('Cao-versie uploaden')).toBeNull());
    expect(await screen.findByRole('heading', { name: AGENCY_CAO })).toBeTruthy();
    const versions = within(await screen.findByRole('table', { name: `Versies van ${AGENCY_CAO}` }));
    expect(versions.getByText('abu-cao-2025.pdf')).toBeTruthy();
  }, 30_000);

  it('says in Dutch why a version could not be read, in words, not in a tooltip', () => {
    expect(
      describeExtractionFailure({
        extraction_status: 'failed',
        extraction_error: 'De PDF is beschadigd en kan niet worden gelezen.',
      }),
    ).toBe('Uitlezen mislukt: De PDF is beschadigd en kan niet worden gelezen.');
    expect(describeExtractionFailure({ extraction_status: 'failed', extraction_error: null })).toBe(
      'Uitlezen mislukt: de reden is niet bekend.',
    );
    expect(describeExtractionFailure({ extraction_status: 'completed', extraction_error: null })).toBeNull();
  });

  it('uploads the first version of a new cao through the form', async () => {
    const browser = adminBrowser;
    renderAdmin('/admin/caos/create', browser);
    fireEvent.click(await screen.findByLabelText('Nieuwe cao'));
    fireEvent.change(await screen.findByLabelText('Naam van de cao *'), {
      target: { value: 'Cao Testbranche' },
    });
    fireEvent.change(screen.getByLabelText('Sector *'), { target: { value: 'Testsector' } });
    fireEvent.change(screen.getByLabelText('Versie *'), { target: { value: 'v1' } });
    const bytes = await corpus('cao-metaal-fictief.pdf');
    const file = new File([bytes], 'cao-testbranche.pdf', { type: 'application/pdf' });
    const input = document.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('cao-testbranche.pdf')).toBeTruthy();
    expect(screen.getByText('PDF, DOCX, DOC of TXT, hoogstens 50 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaden' }));

    expect(await screen.findByText(/^Versie "v1" van Cao Testbranche is toegevoegd/)).toBeTruthy();
    expect(browser.requests).toContain('POST /api/admin/caos/versions');
    const { caos } = await admin.listCatalogueCaos();
    expect(caos.find((cao) => cao.name === 'Cao Testbranche')).toMatchObject({
      sector: 'Testsector',
      versions: [expect.objectContaining({ label: 'v1', original_filename: 'cao-testbranche.pdf' })],
    });
  }, 60_000);

  it('says in Dutch, before sending anything, why a chosen file cannot be used', async () => {
    const browser = adminBrowser;
    renderAdmin('/admin/caos/create', browser);
    const input = await waitFor(() => {
      const found = document.querySelector('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    const sent = browser.requests.filter((request) => request.startsWith('POST')).length;
    const sheet = new File(['a;b'], 'lonen.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [sheet] } });
    expect(
      await screen.findByText(
        '"lonen.xlsx" kan niet worden gebruikt: kies een PDF-, DOCX-, DOC- of TXT-bestand.',
      ),
    ).toBeTruthy();
    const large = new File(['%PDF-1.7'], 'cao-scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 62 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [large] } });
    expect(
      await screen.findByText(
        '"cao-scan.pdf" is te groot (62,0 MB): een cao-document mag hoogstens 50 MB zijn.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('lonen.xlsx')).toBeNull();
    expect(browser.requests.filter((request) => request.startsWith('POST'))).toHaveLength(sent);
  }, 30_000);

  it('says in Dutch when the server refuses a document that only looks like one of the accepted types', async () => {
    const browser = adminBrowser;
    renderAdmin('/admin/caos/create', browser);
    fireEvent.click(await screen.findByLabelText('Nieuwe cao'));
    fireEvent.change(await screen.findByLabelText('Naam van de cao *'), { target: { value: 'Cao Nep' } });
    fireEvent.change(screen.getByLabelText('Sector *'), { target: { value: 'Testsector' } });
    fireEvent.change(screen.getByLabelText('Versie *'), { target: { value: 'v1' } });
    // A program's first bytes under a .pdf name: the server reads by content and refuses it.
    const program = new File(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])],
      'cao-nep.pdf',
      {
        type: 'application/pdf',
      },
    );
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [program] } });
    expect(await screen.findByText('cao-nep.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaden' }));
    expect(
      await screen.findByText(
        'Dit document kan niet worden gebruikt: het is geen PDF-, DOCX-, DOC- of TXT-bestand.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/not supported/)).toBeNull();
    const { caos } = await admin.listCatalogueCaos();
    expect(caos.some((cao) => cao.name === 'Cao Nep')).toBe(false);
  }, 30_000);
});
