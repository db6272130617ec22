import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { Sidebar } from './sidebar';

function renderSidebar(roleNames: string[], path = '/') {
  return renderWithApp(<Sidebar email="lid@demo-uitzend.test" roleNames={roleNames} onSignOut={() => {}} />, {
    path,
  });
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('Sidebar', () => {
  it('shows a member the shared entries but not Scan Credits or Gebruikersbeheer', () => {
    renderSidebar(['org_member']);
    for (const name of ['Start', 'Bestanden beheren', 'CAO Scan', 'Configuratie', 'Instellingen']) {
      expect(link(name), name).not.toBeNull();
    }
    expect(link('Scan Credits')).toBeNull();
    expect(link('Gebruikersbeheer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    expect(screen.getByText('lid@demo-uitzend.test')).toBeTruthy();
  });

  it('shows an organisation administrator Scan Credits and Gebruikersbeheer', () => {
    renderSidebar(['org_administrator']);
    expect(link('Scan Credits')?.getAttribute('href')).toBe('/credits');
    expect(link('Gebruikersbeheer')?.getAttribute('href')).toBe('/invitations');
  });

  it('marks the active entry by path prefix', () => {
    renderSidebar(['org_member'], '/cao-scan/overview');
    expect(link('CAO Scan')?.getAttribute('aria-current')).toBe('page');
    expect(link('Start')?.getAttribute('aria-current')).toBeNull();
  });
});
