import type { DetailedComparisonResult } from '@caoscan/core';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ComponentProps } from 'react';
import type { ResultCategory as Category } from '../../utils/group-results';
import type { Side } from '../../utils/section-details';
import { ResultRow } from './result-row';

interface ResultCategoryProps {
  category: Category<DetailedComparisonResult>;
  expanded: boolean;
  onToggle: (key: string) => void;
  onDetails: (row: DetailedComparisonResult, side: Side) => void;
  review?: ComponentProps<typeof ResultRow>['review'];
}

/** A category's elements, collapsible, with its difference count in the header. */
export function ResultCategory({ category, expanded, onToggle, onDetails, review }: ResultCategoryProps) {
  const headerId = `category-${category.key}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={() => onToggle(category.key)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRoundedIcon />}
        id={headerId}
        aria-controls={`${headerId}-content`}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, mr: 1 }}>
            {category.label}
          </Typography>
          <Chip
            size="small"
            color={category.differences > 0 ? 'warning' : 'default'}
            label={`${category.differences} ${category.differences === 1 ? 'verschil' : 'verschillen'}`}
          />
          <Chip size="small" variant="outlined" label={`${category.equalities} gelijk`} />
          {category.toCheck > 0 && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={`${category.toCheck} handmatig controleren`}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {category.rows.length} {category.rows.length === 1 ? 'element' : 'elementen'}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <TableContainer>
          <Table size="small" aria-label={category.label} sx={{ minWidth: 860 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '24%' }}>Element</TableCell>
                <TableCell sx={{ width: '10%' }}>Eenheid</TableCell>
                <TableCell sx={{ width: '20%' }}>Huidige CAO</TableCell>
                <TableCell sx={{ width: '20%' }}>CAO klant</TableCell>
                <TableCell sx={{ width: '14%' }}>Verschil</TableCell>
                <TableCell sx={{ width: '12%' }}>Gunstiger voor werknemer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {category.rows.map((row) => (
                <ResultRow
                  key={`${row.categorie}.${row.element_key}`}
                  row={row}
                  onDetails={onDetails}
                  review={review}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}
