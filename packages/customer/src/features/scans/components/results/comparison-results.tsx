import type { DetailedComparisonResult } from '@caoscan/core';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import type { ReviewSource } from '../../api/review-endpoints';
import { groupResults, searchResults, summariseResults } from '../../utils/group-results';
import type { Side } from '../../utils/section-details';
import { PageViewerDialog } from '../review/page-viewer-dialog';
import { ResultCategory } from './result-category';
import { ResultsSummary } from './results-summary';
import { SectionDetailModal, type SectionDetailTarget } from './section-detail-modal';

interface ComparisonResultsProps {
  results: DetailedComparisonResult[];
  caoNames: Record<Side, string>;
  /** The scan the rows belong to: with it, values can be viewed in their documents (and corrected unless read-only). */
  source?: ReviewSource;
}

interface ViewerKey {
  categorie: string;
  element_key: string;
  side: Side;
}

/**
 * The comparison: summary, search (matching categories open), expand/collapse all, details per side.
 * Memoised: the page around it re-renders as its other queries answer, the rows stay as they are.
 */
export const ComparisonResults = memo(function ComparisonResults({
  results,
  caoNames,
  source,
}: ComparisonResultsProps) {
  const categories = useMemo(() => groupResults(results), [results]);
  const summary = useMemo(() => summariseResults(results), [results]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [detail, setDetail] = useState<SectionDetailTarget | null>(null);
  const visible = useMemo(() => searchResults(categories, query), [categories, query]);
  // Kept by key, so the viewer shows the row as it is after a correction refreshed the results.
  const [viewer, setViewer] = useState<ViewerKey | null>(null);
  const viewedRow = viewer
    ? results.find((row) => row.categorie === viewer.categorie && row.element_key === viewer.element_key)
    : undefined;
  const view = (row: DetailedComparisonResult, side: Side) =>
    setViewer({ categorie: row.categorie, element_key: row.element_key, side });
  const review = source ? { source, onView: view } : undefined;

  function search(next: string) {
    setQuery(next);
    // Matching categories open as the user types; clearing the search keeps what is open.
    if (next.trim()) setExpanded(new Set(searchResults(categories, next).map((category) => category.key)));
  }

  function toggle(key: string) {
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  return (
    <Stack spacing={2}>
      <ResultsSummary summary={summary} />
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="Zoek in categorieën en elementen"
            slotProps={{
              htmlInput: { 'aria-label': 'Zoeken in resultaten' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flexGrow: 1 }}
          />
          <Button
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => setExpanded(new Set(visible.map((category) => category.key)))}
          >
            Alles uitklappen
          </Button>
          <Button sx={{ whiteSpace: 'nowrap' }} onClick={() => setExpanded(new Set())}>
            Alles inklappen
          </Button>
        </Stack>
      </Paper>
      {results.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">Er zijn geen vergelijkingsresultaten beschikbaar.</Typography>
        </Paper>
      ) : visible.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">
            Geen categorieën of elementen gevonden voor “{query.trim()}”.
          </Typography>
        </Paper>
      ) : (
        <div>
          {visible.map((category) => (
            <ResultCategory
              key={category.key}
              category={category}
              expanded={expanded.has(category.key)}
              onToggle={toggle}
              onDetails={(row, side) => setDetail({ row, side })}
              review={review}
            />
          ))}
        </div>
      )}
      <SectionDetailModal
        target={detail}
        caoNames={caoNames}
        onClose={() => setDetail(null)}
        onView={
          review
            ? (row, side) => {
                setDetail(null);
                view(row, side);
              }
            : undefined
        }
      />
      {source && (
        <PageViewerDialog
          source={source}
          target={viewer && viewedRow ? { row: viewedRow, side: viewer.side } : null}
          caoNames={caoNames}
          onClose={() => setViewer(null)}
        />
      )}
    </Stack>
  );
});
