import type { DetailedComparisonResult, ExtractionDetails } from '@caoscan/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { ComparisonResults } from './comparison-results';

const clientDetails: ExtractionDetails = {
  task_id: 't1',
  section_name: 'vakantiebijslag',
  section_display_name: 'Vakantiebijslag',
  task_type: 'extraction_client',
  extraction_data: {
    vakantiebijslag_percentage: {
      label: 'Vakantiebijslag percentage',
      value: 8,
      outcome: 'found',
      unit: 'pct',
      as_printed: '8%',
      confidence: 1,
      note: null,
      source: {
        artikel_nummers: ['6.8'],
        pagina_nummers: [16],
        tekst_fragment: 'De werknemer heeft recht op een vakantiebijslag van 8%.',
      },
    },
  },
  created_at: '2026-01-01T00:00:00Z',
  completed_at: '2026-01-01T00:00:01Z',
};

function row(categorie: string, element: string, extra: Partial<DetailedComparisonResult> = {}) {
  return {
    categorie,
    element,
    element_key: element.toLowerCase().replace(/\W+/g, '_'),
    waarde_huidig: '8%',
    art_nr_huidig: '36',
    waarde_nieuw: '8%',
    art_nr_nieuw: '6.8',
    verschil: 'Gelijk',
    eenheid: 'procent',
    favourable: 'equal',
    is_inlenersbeloning: false,
    current_outcome: 'found',
    client_outcome: 'found',
    current_extraction_details: null,
    client_extraction_details: null,
    ...extra,
  } satisfies DetailedComparisonResult;
}

const results = [
  row('verlof', 'Vakantiedagen per jaar'),
  row('beloning', 'Laagste schaal', {
    verschil: '+ € 100,00',
    favourable: 'client',
    is_inlenersbeloning: true,
  }),
  row('vakantiebijslag', 'Vakantiebijslag percentage', { client_extraction_details: clientDetails }),
  row('pensioen', 'Pensioenregeling', { verschil: 'Verschilt', favourable: 'unknown' }),
  row('verlof', 'ADV-dagen per jaar', {
    waarde_huidig: null,
    art_nr_huidig: '9',
    current_outcome: 'not_regulated',
    waarde_nieuw: null,
    art_nr_nieuw: null,
    client_outcome: 'not_found',
    verschil: 'Niet gevonden in cao klant — controleer handmatig',
    favourable: 'unknown',
    client_extraction_details: {
      ...clientDetails,
      section_name: 'verlof',
      section_display_name: 'Verlof',
      extraction_data: {
        adv_dagen_per_jaar: {
          label: 'ADV-dagen per jaar',
          value: null,
          outcome: 'not_found',
          unit: 'days_per_year',
          as_printed: null,
          confidence: 0.6,
          note: null,
          source: { artikel_nummers: [], pagina_nummers: [], tekst_fragment: null },
        },
      },
    },
  }),
];

function renderResults() {
  return renderWithApp(
    <ComparisonResults results={results} caoNames={{ current: 'ABU', client: 'Metaal' }} />,
  );
}

const table = (name: string) => screen.queryByRole('table', { name });
/** Category headings hold the label and its counts ("Beloning1 verschil…"): the label is what comes first. */
const categoryLabels = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.replace(/\d.*$/, ''));

describe('ComparisonResults', () => {
  it('lists categories in display order, collapsed, with the summary', () => {
    renderResults();
    expect(categoryLabels()).toEqual(['Beloning', 'Vakantiebijslag', 'Verlof', 'Pensioen']);
    const summary = within(screen.getByRole('region', { name: 'Samenvatting resultaten' }));
    expect(summary.getByText('Vergelijkingen').nextSibling?.textContent).toBe('5');
    expect(summary.getByText('Verschillen').nextSibling?.textContent).toBe('2');
    expect(summary.getByText('Controleer handmatig').nextSibling?.textContent).toBe('1');
    expect(table('Beloning')).toBeNull();
  });

  it('opens the categories that match a search and hides the rest', async () => {
    renderResults();
    await userEvent.type(screen.getByLabelText('Zoeken in resultaten'), 'vakantie');
    expect(categoryLabels()).toEqual(['Vakantiebijslag', 'Verlof']);
    expect(table('Vakantiebijslag')).not.toBeNull();
    expect(within(table('Verlof') as HTMLElement).getByText('Vakantiedagen per jaar')).toBeTruthy();
  });

  it('shows found, not regulated and not found distinctly, also in the detail modal', async () => {
    renderResults();
    await userEvent.type(screen.getByLabelText('Zoeken in resultaten'), 'adv');
    const verlof = within(table('Verlof') as HTMLElement);
    expect(verlof.getByText('Niet geregeld in deze cao')).toBeTruthy();
    expect(verlof.getByText('Art. 9')).toBeTruthy();
    expect(verlof.getByText('Niet gevonden — controleer handmatig')).toBeTruthy();
    expect(verlof.getByText('Niet gevonden in cao klant — controleer handmatig')).toBeTruthy();
    expect(screen.getByText('1 handmatig controleren')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Details CAO klant: ADV-dagen per jaar' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('alert').textContent).toMatch(/^Niet gevonden — controleer handmatig: /);
    expect(dialog.getByText('Uitkomst').nextSibling?.textContent).toBe(
      'Niet gevonden — controleer handmatig',
    );
    const data = within(dialog.getByRole('table', { name: 'Alle sectiegegevens' }));
    expect(data.getByText('Niet gevonden — controleer handmatig')).toBeTruthy();
    // A section that cites nothing says so in words, not "Art. – · p. –".
    expect(dialog.getByText("Artikelen en pagina's van de sectie").nextSibling?.textContent).toBe(
      'Geen bron in deze sectie gevonden',
    );
    expect(screen.getByRole('dialog').textContent).not.toContain('Art. –');
  });

  it('expands and collapses all', async () => {
    renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Alles uitklappen' }));
    expect(screen.getAllByRole('table')).toHaveLength(4);
    expect(screen.getByText('Niet geregeld in deze cao')).toBeTruthy();
    expect(screen.getByText('Inlenersbeloning')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Alles inklappen' }));
    await screen.findByText('Beloning');
    expect(screen.queryAllByRole('table')).toHaveLength(0);
  });

  it('shows where a value comes from in the detail modal', async () => {
    renderResults();
    await userEvent.type(screen.getByLabelText('Zoeken in resultaten'), 'bijslag');
    await userEvent.click(
      screen.getByRole('button', { name: 'Details CAO klant: Vakantiebijslag percentage' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('vakantiebijslag.vakantiebijslag_percentage')).toBeTruthy();
    expect(dialog.getByText('De werknemer heeft recht op een vakantiebijslag van 8%.')).toBeTruthy();
    expect(dialog.getAllByText('Art. 6.8 · p. 16')).toHaveLength(2);
    // Units in Dutch, as in the results table: never the engine's code ('pct').
    const data = within(dialog.getByRole('table', { name: 'Alle sectiegegevens' }));
    expect(data.getByText('procent')).toBeTruthy();
    expect(data.queryByText('pct')).toBeNull();
  });
});
