import type { DocumentPage, ScanSide } from '@caoscan/core';
import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useCallback } from 'react';
import type { ReviewSource } from '../../api/review-endpoints';
import { findHighlightedPieces } from '../../utils/find-highlight';

// pdf.js (several hundred kB) loads only when a PDF page is first shown.
const PdfPageCanvas = lazy(() => import('./pdf-page-canvas'));

interface DocumentPageViewProps {
  source: ReviewSource;
  side: ScanSide;
  page: DocumentPage;
  printed: string | null;
}

/** A page as it was uploaded: a PDF drawn by pdf.js, else (DOCX/DOC/TXT) the page's text lines. */
export function DocumentPageView({ source, side, page, printed }: DocumentPageViewProps) {
  const { scanId, endpoints } = source;
  const load = useCallback(() => endpoints.getDocumentFile(side), [endpoints, side]);
  if (page.format === 'pdf') {
    return (
      <Suspense fallback={<CircularProgress size={24} aria-label="Viewer laden" />}>
        <PdfPageCanvas
          key={`${scanId}:${side}:${page.page}:${printed ?? ''}`}
          documentKey={`${endpoints.keyScope.join('/')}:${scanId}:${side}`}
          load={load}
          page={page.page}
          printed={printed}
          ocrText={<PageText lines={page.lines} printed={printed} />}
          hasOcrText={page.lines.some((line) => line.trim() !== '')}
        />
      </Suspense>
    );
  }
  return <PageText lines={page.lines} printed={printed} />;
}

/** The page's text lines, the lines holding the printed value marked (DOCX/DOC/TXT, OCR'd scans). */
function PageText({ lines, printed }: { lines: string[]; printed: string | null }) {
  const marked = new Set(findHighlightedPieces(lines, printed));
  return (
    <Box
      data-testid="text-page"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'white',
        fontFamily: 'monospace',
        fontSize: 13,
      }}
    >
      {lines.map((line, index) => (
        <Typography
          key={index}
          component="div"
          data-highlighted={marked.has(index) ? 'true' : undefined}
          sx={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            fontSize: 'inherit',
            bgcolor: marked.has(index) ? 'rgba(255, 213, 0, 0.45)' : undefined,
          }}
        >
          {line || '\u00a0'}
        </Typography>
      ))}
    </Box>
  );
}
