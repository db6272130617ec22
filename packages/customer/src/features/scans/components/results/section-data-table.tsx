import { labelUnit, type ExtractionDetails } from '@caoscan/core';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatFieldValue, formatList } from '../../utils/section-details';

/** Every field the section's extraction found, the row's own field highlighted. */
export function SectionDataTable({
  details,
  highlightKey,
}: {
  details: ExtractionDetails;
  highlightKey: string;
}) {
  const fields = Object.entries(details.extraction_data);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Alle sectiegegevens">
        <TableHead>
          <TableRow>
            <TableCell>Veld</TableCell>
            <TableCell>Waarde</TableCell>
            <TableCell>Eenheid</TableCell>
            <TableCell>Artikel</TableCell>
            <TableCell>Pagina&apos;s</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map(([key, field]) => (
            <TableRow key={key} selected={key === highlightKey}>
              <TableCell>{field.label}</TableCell>
              <TableCell>{formatFieldValue(field)}</TableCell>
              <TableCell>{labelUnit(field.unit)}</TableCell>
              <TableCell>{formatList(field.source.artikel_nummers)}</TableCell>
              <TableCell>{formatList(field.source.pagina_nummers)}</TableCell>
            </TableRow>
          ))}
          {fields.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Deze sectie bevat geen gegevens.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
