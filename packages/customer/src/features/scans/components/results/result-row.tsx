import type { DetailedComparisonResult } from '@caoscan/core';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { getSideDetails, type Side } from '../../utils/section-details';

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
}

function ValueCell({ row, side, onDetails }: ResultRowProps & { side: Side }) {
  const value = side === 'current' ? row.waarde_huidig : row.waarde_nieuw;
  const article = side === 'current' ? row.art_nr_huidig : row.art_nr_nieuw;
  const isFavourable = row.favourable === side;
  const sideName = side === 'current' ? 'huidige CAO' : 'CAO klant';
  return (
    <TableCell sx={{ bgcolor: isFavourable ? 'rgba(46, 125, 50, 0.08)' : undefined, verticalAlign: 'top' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <div style={{ flexGrow: 1 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.secondary' }}
          >
            {value ?? 'Niet geregeld'}
          </Typography>
          {article && (
            <Typography variant="caption" color="text.secondary">
              Art. {article}
            </Typography>
          )}
        </div>
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
export function ResultRow({ row, onDetails }: ResultRowProps) {
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
      <ValueCell row={row} side="current" onDetails={onDetails} />
      <ValueCell row={row} side="client" onDetails={onDetails} />
      <TableCell sx={{ verticalAlign: 'top' }}>{row.verschil}</TableCell>
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
