import type { DetailedComparisonResult, ScanSide } from '@caoscan/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { ReviewSource } from '../../api/review-endpoints';
import { DocumentPane } from './document-pane';

export interface PageViewerTarget {
  row: DetailedComparisonResult;
  side: ScanSide;
}

interface PageViewerDialogProps {
  source: ReviewSource;
  target: PageViewerTarget | null;
  caoNames: Record<ScanSide, string>;
  onClose: () => void;
}

/**
 * 'Bekijk in document': the cited pages of a value in the original documents, current and client
 * cao side by side, the printed value marked on the page; a value can be corrected from here
 * (not by a read-only reader).
 */
export function PageViewerDialog({ source, target, caoNames, onClose }: PageViewerDialogProps) {
  // The side asked for comes first; the other side stands beside it for comparison.
  const sides: ScanSide[] = target?.side === 'client' ? ['client', 'current'] : ['current', 'client'];
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      maxWidth="xl"
      fullWidth
      aria-labelledby="page-viewer-title"
    >
      {target && (
        <>
          <DialogTitle id="page-viewer-title">
            Bekijk in document: {target.row.element}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {target.row.eenheid} · {target.row.verschil}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
              {sides.map((side) => (
                <DocumentPane
                  key={`${side}:${target.row.categorie}.${target.row.element_key}`}
                  source={source}
                  row={target.row}
                  side={side}
                  caoName={caoNames[side]}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
