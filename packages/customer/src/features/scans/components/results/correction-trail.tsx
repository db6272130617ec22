import { formatDateTime, type DetailedComparisonResult, type ValueCorrection } from '@caoscan/core';
import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCorrectionTrail } from '../../api/list-corrections';
import type { ReviewSource } from '../../api/review-endpoints';
import { CollapsiblePanel } from './collapsible-panel';

interface CorrectionTrailProps {
  source: ReviewSource;
  results: DetailedComparisonResult[];
}

const SIDE_LABELS = { current: 'Huidige CAO', client: 'CAO klant' } as const;

/** The element's name as the table shows it; the key if the row is gone. */
function nameElement(results: DetailedComparisonResult[], change: ValueCorrection): string {
  const row = results.find(
    (candidate) => candidate.categorie === change.category && candidate.element_key === change.element_key,
  );
  return row?.element ?? change.element_key;
}

/**
 * Every correction and restore of the scan in the order made: who, when, old → new, page and
 * reason. Read only; nothing shows until there is a change.
 */
export function CorrectionTrail({ source, results }: CorrectionTrailProps) {
  const trail = useCorrectionTrail(source);
  if (trail.isError) {
    return <Alert severity="error">Wijzigingen konden niet worden geladen: {trail.error.message}</Alert>;
  }
  const changes = trail.data?.corrections ?? [];
  if (changes.length === 0) return null;
  return (
    <CollapsiblePanel title={`Wijzigingen (${changes.length})`}>
      <TableContainer>
        <Table size="small" aria-label="Wijzigingen">
          <TableHead>
            <TableRow>
              <TableCell>Datum</TableCell>
              <TableCell>Door</TableCell>
              <TableCell>Element</TableCell>
              <TableCell>Cao</TableCell>
              <TableCell>Wijziging</TableCell>
              <TableCell>Pagina</TableCell>
              <TableCell>Reden</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.created_at)}</TableCell>
                <TableCell>{change.author_name}</TableCell>
                <TableCell>{nameElement(results, change)}</TableCell>
                <TableCell>{SIDE_LABELS[change.side]}</TableCell>
                <TableCell>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {change.action === 'restore' ? 'Hersteld' : 'Aangepast'}:
                  </Typography>{' '}
                  {change.old_value ?? 'geen waarde'} → {change.new_value ?? 'geen waarde'}
                </TableCell>
                <TableCell>{change.page ?? '–'}</TableCell>
                <TableCell>{change.reason ?? '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CollapsiblePanel>
  );
}
