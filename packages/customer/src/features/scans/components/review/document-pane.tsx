import type { DetailedComparisonResult, ScanSide } from '@caoscan/core';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Alert, Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDocumentPage } from '../../api/get-document-page';
import type { ReviewSource } from '../../api/review-endpoints';
import { getElementUnit, getPrintedText, getSideArticle, listCitedPages } from '../../utils/review-sources';
import { CorrectionForm } from './correction-form';
import { DocumentPageView } from './document-page-view';

interface DocumentPaneProps {
  source: ReviewSource;
  row: DetailedComparisonResult;
  side: ScanSide;
  caoName: string;
}

/** One cao's side of the viewer: its cited pages, paging, the page itself and the correction form. */
export function DocumentPane({ source, row, side, caoName }: DocumentPaneProps) {
  const cited = listCitedPages(row, side);
  const [page, setPage] = useState(cited[0] ?? 1);
  const [isCorrecting, setCorrecting] = useState(false);
  const shown = useDocumentPage(source, side, page);
  const article = getSideArticle(row, side);
  const pageCount = shown.data?.page_count ?? null;
  const label = side === 'current' ? 'Huidige CAO' : 'CAO klant';

  return (
    <Box component="section" aria-label={`Document ${label}`} sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}: {caoName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {article ? `Artikel ${article}` : 'Geen artikel genoemd'}
        {shown.data ? ` · ${shown.data.filename}` : ''}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}
      >
        <Typography variant="body2">Geciteerd:</Typography>
        {cited.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            geen pagina
          </Typography>
        )}
        {cited.map((number) => (
          <Chip
            key={number}
            size="small"
            label={`p. ${number}`}
            color={number === page ? 'primary' : 'default'}
            onClick={() => setPage(number)}
            aria-label={`Ga naar geciteerde pagina ${number}`}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton
          size="small"
          aria-label="Vorige pagina"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeftRoundedIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          Pagina {page}
          {pageCount ? ` van ${pageCount}` : ''}
        </Typography>
        <IconButton
          size="small"
          aria-label="Volgende pagina"
          disabled={pageCount !== null && page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRightRoundedIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        {!isCorrecting && !source.readOnly && (
          <Button size="small" variant="outlined" onClick={() => setCorrecting(true)}>
            Corrigeer {label === 'CAO klant' ? 'waarde klant' : 'huidige waarde'}
          </Button>
        )}
      </Stack>
      {isCorrecting && (
        <CorrectionForm
          scanId={source.scanId}
          row={row}
          side={side}
          unit={getElementUnit(row)}
          page={page}
          onDone={() => setCorrecting(false)}
        />
      )}
      <Box sx={{ overflow: 'auto', maxHeight: '70vh', mt: 1 }}>
        {shown.isError && <Alert severity="error">{shown.error.message}</Alert>}
        {shown.data && (
          <DocumentPageView
            source={source}
            side={side}
            page={shown.data}
            printed={getPrintedText(row, side)}
          />
        )}
      </Box>
    </Box>
  );
}
