import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { WizardStepIndicator } from './wizard-step-indicator';

describe('WizardStepIndicator', () => {
  it('lets completed steps and the current one be opened, not later ones', async () => {
    const opened: number[] = [];
    renderWithApp(
      <WizardStepIndicator currentStep={2} activeStep={1} onSelect={(step) => opened.push(step)} />,
    );
    expect(screen.getByText('Naam en beschrijving · Voltooid')).toBeTruthy();
    expect(screen.getByText('CAO documenten uploaden · In uitvoering')).toBeTruthy();
    expect(screen.getByText('Invoer controleren · Niet gestart')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Initialisatie/ }));
    await userEvent.click(screen.getByRole('button', { name: /Documenten/ }));
    expect(screen.queryByRole('button', { name: /Samenvatting/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resultaten/ })).toBeNull();
    expect(opened).toEqual([1, 2]);
  });
});
