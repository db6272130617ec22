import {
  ELEMENT_OUTCOME_LABELS,
  formatCitation,
  labelCategory,
  VERSION_CHANGE_KIND_LABELS,
  type ElementOutcome,
  type VersionChange,
} from '@caoscan/core';
import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

const KIND_COLORS = { gewijzigd: 'info', nieuw: 'success', vervallen: 'warning' } as const;

/** One version's side: its value and where it stands, or why it has none. */
function Side({
  value,
  outcome,
  article,
  pages,
}: {
  value: string | null;
  outcome: ElementOutcome;
  article: string | null;
  pages: number[];
}) {
  return (
    <>
      {value ?? (
        <Typography component="span" variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          {ELEMENT_OUTCOME_LABELS[outcome]}
        </Typography>
      )}
      {(article || pages.length > 0) && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {formatCitation(article, pages)}
        </Typography>
      )}
    </>
  );
}

/** The change list: per element the old and the new value, each with its article and pages. */
export function VersionChangesTable({
  changes,
  fromLabel,
  toLabel,
}: {
  changes: readonly VersionChange[];
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Wat is er veranderd">
        <TableHead>
          <TableRow>
            <TableCell>Categorie</TableCell>
            <TableCell>Element</TableCell>
            <TableCell>Wijziging</TableCell>
            <TableCell>Oud ({fromLabel})</TableCell>
            <TableCell>Nieuw ({toLabel})</TableCell>
            <TableCell>Verschil</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={`${change.categorie}.${change.element_key}`}>
              <TableCell>{labelCategory(change.categorie)}</TableCell>
              <TableCell>
                {change.element}
                {change.is_inlenersbeloning && (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    Valt onder de inlenersbeloning
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={KIND_COLORS[change.kind]}
                  label={VERSION_CHANGE_KIND_LABELS[change.kind]}
                />
              </TableCell>
              <TableCell>
                <Side
                  value={change.waarde_oud}
                  outcome={change.outcome_oud}
                  article={change.art_nr_oud}
                  pages={change.paginas_oud}
                />
              </TableCell>
              <TableCell>
                <Side
                  value={change.waarde_nieuw}
                  outcome={change.outcome_nieuw}
                  article={change.art_nr_nieuw}
                  pages={change.paginas_nieuw}
                />
              </TableCell>
              <TableCell>{change.verschil}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
