import { formatDate, type DetailedComparisonResult, type ScanSide } from '@caoscan/core';
import { Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useRestoreValue } from '../../api/correct-value';
import type { ReviewSource } from '../../api/review-endpoints';
import { getSideCorrection } from '../../utils/review-sources';

interface CorrectionNoteProps {
  source: ReviewSource;
  row: DetailedComparisonResult;
  side: ScanSide;
}

/** Under a corrected value: who changed it and when, the engine's value, and 'Herstel' (not read-only). */
export function CorrectionNote({ source, row, side }: CorrectionNoteProps) {
  const correction = getSideCorrection(row, side);
  if (!correction) return null;
  const engineValue = correction.engine_value ?? 'geen waarde';
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
      <Tooltip
        title={`Waarde van de scan: ${engineValue}${correction.reason ? ` · Reden: ${correction.reason}` : ''}`}
      >
        <Chip size="small" color="secondary" label="Handmatig aangepast" />
      </Tooltip>
      <Typography variant="caption" color="text.secondary">
        door {correction.author_name} op {formatDate(correction.corrected_at)} · scan: {engineValue}
      </Typography>
      {!source.readOnly && <RestoreButton scanId={source.scanId} row={row} side={side} />}
    </Stack>
  );
}

/** The customer's mutation lives here only: a read-only reader (the back-office) has no customer routes. */
function RestoreButton({
  scanId,
  row,
  side,
}: {
  scanId: string;
  row: DetailedComparisonResult;
  side: ScanSide;
}) {
  const restore = useRestoreValue(scanId);
  return (
    <>
      <Button
        size="small"
        disabled={restore.isPending}
        aria-label={`Herstel ${side === 'current' ? 'huidige waarde' : 'waarde klant'}: ${row.element}`}
        onClick={() => restore.mutate({ category: row.categorie, element_key: row.element_key, side })}
      >
        Herstel
      </Button>
      {restore.isError && (
        <Typography variant="caption" color="error">
          {restore.error.message}
        </Typography>
      )}
    </>
  );
}
