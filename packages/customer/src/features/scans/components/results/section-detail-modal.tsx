import { ELEMENT_OUTCOME_LABELS, type DetailedComparisonResult } from '@caoscan/core';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import {
  collectSectionSources,
  describeElementSource,
  describeSideValue,
  formatSource,
  getSideDetails,
  getSideField,
  getSideOutcome,
  getSideValue,
  withUnit,
  type Side,
} from '../../utils/section-details';
import { PanelFact } from './collapsible-panel';
import { SectionDataTable } from './section-data-table';

export interface SectionDetailTarget {
  row: DetailedComparisonResult;
  side: Side;
}

interface SectionDetailModalProps {
  target: SectionDetailTarget | null;
  caoNames: Record<Side, string>;
  onClose: () => void;
  /** 'Bekijk in document': the cited page beside the other cao's (issue I). */
  onView?: (row: DetailedComparisonResult, side: Side) => void;
}

/** Where a value comes from: cao, section, field path, value, articles and pages, quote, all data. */
export function SectionDetailModal({ target, caoNames, onClose, onView }: SectionDetailModalProps) {
  const details = target ? getSideDetails(target.row, target.side) : null;
  const field = target ? getSideField(target.row, target.side) : null;
  const section = details ? collectSectionSources(details) : null;
  const value = target ? getSideValue(target.row, target.side) : null;
  const outcome = target ? getSideOutcome(target.row, target.side) : 'found';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="section-detail-title"
    >
      {target && (
        <>
          <DialogTitle id="section-detail-title">
            {target.row.element}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {caoNames[target.side]}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              {outcome === 'not_found' && (
                <Alert severity="warning">
                  {ELEMENT_OUTCOME_LABELS.not_found}: de scan vond geen waarde en geen bepaling die zegt dat
                  deze cao dit niet regelt. Zoek het element zelf op in het document.
                </Alert>
              )}
              {outcome === 'not_regulated' && (
                <Alert severity="info">
                  {ELEMENT_OUTCOME_LABELS.not_regulated}: de cao zegt dit zelf, zie het bronfragment.
                </Alert>
              )}
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact label="CAO" value={caoNames[target.side]} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact label="Sectie" value={details?.section_display_name ?? target.row.categorie} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact
                    label="Veldpad"
                    value={`${details?.section_name ?? target.row.categorie}.${target.row.element_key}`}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact
                    label="Vergelijkingswaarde"
                    value={value ? withUnit(value, target.row.eenheid) : describeSideValue(null, outcome)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact label="Uitkomst" value={ELEMENT_OUTCOME_LABELS[outcome]} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact
                    label="Artikelen en pagina's van dit element"
                    value={describeElementSource(target.row, target.side) ?? 'Geen bron in deze cao gevonden'}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PanelFact
                    label="Artikelen en pagina's van de sectie"
                    value={
                      formatSource(section?.articles ?? [], section?.pages ?? []) ??
                      'Geen bron in deze sectie gevonden'
                    }
                  />
                </Grid>
              </Grid>
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Bronfragment
                </Typography>
                <Box
                  component="blockquote"
                  sx={{
                    m: 0,
                    p: 2,
                    bgcolor: 'grey.50',
                    borderLeft: 4,
                    borderColor: 'primary.light',
                    borderRadius: 1,
                  }}
                >
                  <Typography
                    sx={{
                      whiteSpace: 'pre-wrap',
                      fontStyle: field?.source.tekst_fragment ? 'normal' : 'italic',
                    }}
                  >
                    {field?.source.tekst_fragment ?? 'Geen bronfragment beschikbaar voor dit element.'}
                  </Typography>
                </Box>
              </Box>
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Alle sectiegegevens
                </Typography>
                {details ? (
                  <SectionDataTable details={details} highlightKey={target.row.element_key} />
                ) : (
                  <Typography color="text.secondary">Geen sectiegegevens beschikbaar.</Typography>
                )}
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            {onView && (
              <Button variant="outlined" onClick={() => onView(target.row, target.side)}>
                Bekijk in document
              </Button>
            )}
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
