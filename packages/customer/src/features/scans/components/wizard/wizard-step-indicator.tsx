import { SCAN_STEPS } from '@caoscan/core';
import { Box, Paper, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
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
  /** A completed scan: every step, the results too, reads as completed. */
  isScanCompleted?: boolean;
  onSelect: (step: number) => void;
}

/** The four steps; completed ones and the current one can be opened (spec 02 §2). */
export function WizardStepIndicator({
  currentStep,
  activeStep,
  isScanCompleted = false,
  onSelect,
}: WizardStepIndicatorProps) {
  return (
    <Paper sx={{ px: { xs: 0.5, sm: 2, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Stepper
        nonLinear
        activeStep={Math.min(activeStep, SCAN_STEPS) - 1}
        alternativeLabel
        // On a phone the four labels share ~90 px each: smaller type, and the state under it
        // without the description (the check mark and colour still show completed and current).
        sx={{
          '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } },
          '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.875rem' }, overflowWrap: 'break-word' },
        }}
      >
        {WIZARD_STEPS.map(({ step, label, description }) => {
          const state = getStepState(step, currentStep, isScanCompleted);
          const optional = (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {description} ·{' '}
              </Box>
              {STATE_LABELS[state]}
            </Typography>
          );
          return (
            <Step key={step} completed={state === 'completed'}>
              {isStepClickable(step, currentStep, isScanCompleted) ? (
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
