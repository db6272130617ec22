import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled panel the user can fold away (scan info, documents). */
export function CollapsiblePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion
      defaultExpanded
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** One label/value pair inside a panel. */
export function PanelFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </div>
  );
}
