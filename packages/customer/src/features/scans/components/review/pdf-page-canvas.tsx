import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
// A same-origin file: the CSP allows workers from 'self' only.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { findHighlightedPieces } from '../../utils/find-highlight';
import './pdf-text-layer.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Each document is fetched and parsed once per visit to the results page, whatever page is shown. */
const documents = new Map<string, Promise<PDFDocumentProxy>>();

function openDocument(key: string, load: () => Promise<ArrayBuffer>): Promise<PDFDocumentProxy> {
  let opened = documents.get(key);
  if (!opened) {
    opened = load().then((data) => getDocument({ data: new Uint8Array(data) }).promise);
    opened.catch(() => documents.delete(key));
    documents.set(key, opened);
  }
  return opened;
}

interface PdfPageCanvasProps {
  documentKey: string;
  load: () => Promise<ArrayBuffer>;
  page: number;
  printed: string | null;
  /** Shown under a scanned page (no text layer): the text the server read from it by OCR. */
  ocrText: ReactNode;
  /** Whether that OCR text has any line at all. */
  hasOcrText: boolean;
}

const WIDTH = 560;

/**
 * One PDF page drawn by pdf.js in the browser, with its text layer over it and the printed value
 * marked there. Loaded lazily (React.lazy): pdf.js is not part of the first screen's JavaScript.
 */
export default function PdfPageCanvas({
  documentKey,
  load,
  page,
  printed,
  ocrText,
  hasOcrText,
}: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [found, setFound] = useState<boolean | null>(null);
  // A scanned page has no text in the PDF itself: nothing on it can be marked.
  const [hasTextLayer, setHasTextLayer] = useState(true);

  useEffect(() => {
    // A new page or document is a new component (keyed by the parent): it starts as 'loading'.
    let cancelled = false;
    void (async () => {
      try {
        const pdf = await openDocument(documentKey, load);
        const pdfPage = await pdf.getPage(page);
        const base = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: WIDTH / base.width });
        const canvas = canvasRef.current;
        const layer = layerRef.current;
        if (cancelled || !canvas || !layer) return;
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${viewport.width}px`;
        canvas.style.height = `${viewport.height}px`;
        await pdfPage.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
        if (cancelled) return;
        layer.replaceChildren();
        layer.style.setProperty('--scale-factor', String(viewport.scale));
        layer.style.setProperty('--total-scale-factor', String(viewport.scale));
        const textLayer = new TextLayer({
          textContentSource: await pdfPage.getTextContent(),
          container: layer,
          viewport,
        });
        await textLayer.render();
        if (cancelled) return;
        const spans = textLayer.textDivs;
        const marked = findHighlightedPieces(
          spans.map((span) => span.textContent ?? ''),
          printed,
        );
        for (const index of marked) {
          spans[index]?.classList.add('cao-highlight');
          spans[index]?.setAttribute('data-highlighted', 'true');
        }
        const hasText = spans.some((span) => (span.textContent ?? '').trim() !== '');
        setHasTextLayer(hasText);
        setFound(printed && hasText ? marked.length > 0 : null);
        setState('ready');
      } catch (error) {
        console.error('PDF-pagina kon niet worden getoond', error);
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [documentKey, load, page, printed]);

  return (
    <Box>
      {state === 'failed' && <Typography color="error">Deze pagina kon niet worden getoond.</Typography>}
      {state === 'ready' && !hasTextLayer && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="ocr-notice">
          {hasOcrText
            ? 'Deze pagina is een scan zonder tekstlaag: de tekst is met tekstherkenning (OCR) gelezen. ' +
              'Markeren op de pagina zelf is daarom niet mogelijk; de gelezen tekst staat onder de pagina, ' +
              'met de waarde gemarkeerd.'
            : 'Deze pagina is een scan zonder tekstlaag en ook met tekstherkenning (OCR) is er geen tekst ' +
              'op gelezen: markeren is niet mogelijk.'}
        </Alert>
      )}
      {found === false && (
        <Typography variant="caption" color="text.secondary">
          De gedrukte tekst is niet letterlijk op deze pagina gevonden.
        </Typography>
      )}
      <Box
        className="cao-pdf-page"
        data-testid="pdf-page"
        data-state={state}
        sx={{
          position: 'relative',
          width: WIDTH,
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'white',
        }}
      >
        {state === 'loading' && (
          <CircularProgress
            size={24}
            sx={{ position: 'absolute', top: 16, left: 16 }}
            aria-label="Pagina laden"
          />
        )}
        <canvas ref={canvasRef} />
        <div ref={layerRef} className="textLayer" />
      </Box>
      {state === 'ready' && !hasTextLayer && hasOcrText && <Box sx={{ mt: 1 }}>{ocrText}</Box>}
    </Box>
  );
}
