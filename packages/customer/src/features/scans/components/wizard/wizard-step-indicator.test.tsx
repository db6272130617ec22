import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { WizardStepIndicator } from './wizard-step-indicator';

/** A step's caption ('description · state'); on a phone the description part is hidden. */
const caption = (text: string) =>
  screen.getByText(
    (_, element) =>
      element?.classList.contains('MuiTypography-caption') === true && element.textContent === text,
  );

describe('WizardStepIndicator', () => {
  it('lets completed steps and the current one be opened, not later ones', async () => {
    const opened: number[] = [];
    renderWithApp(
      <WizardStepIndicator currentStep={2} activeStep={1} onSelect={(step) => opened.push(step)} />,
    );
    expect(caption('Naam en beschrijving · Voltooid')).toBeTruthy();
    expect(caption('CAO documenten uploaden · In uitvoering')).toBeTruthy();
    expect(caption('Invoer controleren · Niet gestart')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Initialisatie/ }));
    await userEvent.click(screen.getByRole('button', { name: /Documenten/ }));
    expect(screen.queryByRole('button', { name: /Samenvatting/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resultaten/ })).toBeNull();
    expect(opened).toEqual([1, 2]);
  });

  it('shows every step of a completed scan as completed, the results too', () => {
    renderWithApp(<WizardStepIndicator currentStep={4} activeStep={2} isScanCompleted onSelect={() => {}} />);
    expect(caption('Vergelijking bekijken · Voltooid')).toBeTruthy();
    expect(screen.queryByText(/In uitvoering/)).toBeNull();
  });
});
