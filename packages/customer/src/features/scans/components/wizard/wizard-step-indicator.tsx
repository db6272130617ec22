import { SCAN_STEPS } from '@caoscan/core';
import { Paper, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { getStepState, isStepClickable, type StepState } from '../../utils/step-guard';

export const WIZARD_STEPS = [
  { step: 1, label: 'Initialisatie', description: 'Naam en beschrijving' },
  { step: 2, label: 'Documenten', description: 'CAO documenten uploaden' },
  { step: 3, label: 'Samenvatting', description: 'Invoer controleren' },
  { step: 4, label: 'Resultaten', description: 'Vergelijking bekijken' },
] as const;

const STATE_LABELS: Record<StepState, string> = {
  completed: 'Voltooid',
  in_progress: 'In uitvoering',
  not_started: 'Niet gestart',
};

interface WizardStepIndicatorProps {
  /** The scan's stored step (1 for a scan not created yet). */
  currentStep: number;
  /** The step on screen. */
  activeStep: number;
  onSelect: (step: number) => void;
}

/** The four steps; completed ones and the current one can be opened (spec 02 §2). */
export function WizardStepIndicator({ currentStep, activeStep, onSelect }: WizardStepIndicatorProps) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stepper nonLinear activeStep={Math.min(activeStep, SCAN_STEPS) - 1} alternativeLabel>
        {WIZARD_STEPS.map(({ step, label, description }) => {
          const state = getStepState(step, currentStep);
          const optional = (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {description} · {STATE_LABELS[state]}
            </Typography>
          );
          return (
            <Step key={step} completed={state === 'completed'}>
              {isStepClickable(step, currentStep) ? (
                <StepButton
                  onClick={() => onSelect(step)}
                  optional={optional}
                  aria-current={step === activeStep ? 'step' : undefined}
                >
                  {label}
                </StepButton>
              ) : (
                <StepLabel optional={optional} aria-disabled>
                  {label}
                </StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Paper>
  );
}
