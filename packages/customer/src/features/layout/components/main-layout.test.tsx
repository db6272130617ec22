import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { MainLayout } from './main-layout';

// Counted in the DOM: happy-dom does not apply the breakpoints that show one menu or the other.
const menus = () => document.querySelectorAll('nav[aria-label="Hoofdmenu"]');

describe('MainLayout', () => {
  it('renders the phone menu only once it is opened (page loads do not pay for a second sidebar)', async () => {
    renderWithApp(<MainLayout />);
    expect(menus()).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Menu openen'));
    await waitFor(() => expect(menus()).toHaveLength(2));
  });
});
