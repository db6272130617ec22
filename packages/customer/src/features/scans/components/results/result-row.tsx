import { needsManualCheck, type DetailedComparisonResult, type ElementOutcome } from '@caoscan/core';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PageviewOutlinedIcon from '@mui/icons-material/PageviewOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import {
  describeSideValue,
  getSideDetails,
  getSideOutcome,
  getSideValue,
  type Side,
} from '../../utils/section-details';
import type { ReviewSource } from '../../api/review-endpoints';
import { CorrectionNote } from '../review/correction-note';

const FAVOURABLE: Record<
  DetailedComparisonResult['favourable'],
  { label: string; color: 'success' | 'info' | 'default' }
> = {
  current: { label: 'Huidige CAO', color: 'info' },
  client: { label: 'CAO klant', color: 'success' },
  equal: { label: 'Gelijk', color: 'default' },
  unknown: { label: 'Niet te bepalen', color: 'default' },
};

interface ResultRowProps {
  row: DetailedComparisonResult;
  onDetails: (row: DetailedComparisonResult, side: Side) => void;
  /** 'Bekijk in document' (issue I); absent where there is no scan to review (read-only views). */
  review?: { source: ReviewSource; onView: (row: DetailedComparisonResult, side: Side) => void };
}

/** The value; else "Niet geregeld in deze cao" (a remark) or "Niet gevonden — controleer handmatig" (a warning). */
function SideValue({ value, outcome }: { value: string | null; outcome: ElementOutcome }) {
  const text = describeSideValue(value, outcome);
  if (value) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    );
  }
  if (outcome === 'not_regulated') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {text}
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<ReportProblemOutlinedIcon />}
      label={text}
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

function ValueCell({ row, side, onDetails, review }: ResultRowProps & { side: Side }) {
  const value = getSideValue(row, side);
  const article = side === 'current' ? row.art_nr_huidig : row.art_nr_nieuw;
  const isFavourable = row.favourable === side;
  const sideName = side === 'current' ? 'huidige CAO' : 'CAO klant';
  return (
    <TableCell sx={{ bgcolor: isFavourable ? 'rgba(46, 125, 50, 0.08)' : undefined, verticalAlign: 'top' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <div style={{ flexGrow: 1 }}>
          <SideValue value={value} outcome={getSideOutcome(row, side)} />
          {article && (
            <Typography variant="caption" color="text.secondary">
              Art. {article}
            </Typography>
          )}
          {review && <CorrectionNote source={review.source} row={row} side={side} />}
        </div>
        {review && (
          <Tooltip title="Bekijk in document">
            <IconButton
              size="small"
              aria-label={`Bekijk in document ${sideName}: ${row.element}`}
              onClick={() => review.onView(row, side)}
            >
              <PageviewOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {getSideDetails(row, side) && (
          <Tooltip title={`Details ${sideName}`}>
            <IconButton
              size="small"
              aria-label={`Details ${sideName}: ${row.element}`}
              onClick={() => onDetails(row, side)}
            >
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </TableCell>
  );
}

/** One element: unit, both values with their articles, the difference and who it favours. */
export function ResultRow({ row, onDetails, review }: ResultRowProps) {
  const favourable = FAVOURABLE[row.favourable];
  return (
    <TableRow hover>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.element}
        </Typography>
        {row.is_inlenersbeloning && (
          <Chip
            label="Inlenersbeloning"
            size="small"
            color="secondary"
            variant="outlined"
            title="Hoort bij de inlenersbeloning: de uitzendkracht heeft recht op de regeling van de klant"
            sx={{ mt: 0.5 }}
          />
        )}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>{row.eenheid}</TableCell>
      <ValueCell row={row} side="current" onDetails={onDetails} review={review} />
      <ValueCell row={row} side="client" onDetails={onDetails} review={review} />
      <TableCell sx={{ verticalAlign: 'top', color: needsManualCheck(row) ? 'warning.dark' : undefined }}>
        {row.verschil}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Chip
          label={favourable.label}
          color={favourable.color}
          size="small"
          variant={row.favourable === 'unknown' ? 'outlined' : 'filled'}
        />
      </TableCell>
    </TableRow>
  );
}
