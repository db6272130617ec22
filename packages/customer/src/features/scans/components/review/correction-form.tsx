import {
  checkFields,
  CorrectValueSchema,
  describeExpectedValue,
  parseDutchValue,
  type DetailedComparisonResult,
  type FieldErrors,
  type ScanSide,
} from '@caoscan/core';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCorrectValue } from '../../api/correct-value';

interface CorrectionFormProps {
  scanId: string;
  row: DetailedComparisonResult;
  side: ScanSide;
  unit: string;
  /** The page shown in the viewer: the correction cites it. */
  page: number;
  onDone: () => void;
}

/** A reviewer's value for one side, in the element's unit, citing the page being viewed. */
export function CorrectionForm({ scanId, row, side, unit, page, onDone }: CorrectionFormProps) {
  const [value, setValue] = useState('');
  const [article, setArticle] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'value' | 'article' | 'reason'>>({});
  const correct = useCorrectValue(scanId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDutchValue(value, unit);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    // The server's own limits, said beside the field rather than by the API afterwards.
    const checked = checkFields(CorrectValueSchema, {
      category: row.categorie,
      element_key: row.element_key,
      side,
      value,
      page,
      article: article.trim() || null,
      reason: reason.trim() || null,
    });
    setFieldErrors(checked.errors);
    if (!checked.data) return;
    try {
      await correct.mutateAsync(checked.data);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Opslaan is mislukt.');
    }
  }

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label="Waarde corrigeren" sx={{ mt: 2 }}>
      <Typography variant="subtitle2">Waarde corrigeren ({row.eenheid})</Typography>
      <TextField
        size="small"
        label="Nieuwe waarde"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(fieldErrors.value)}
        helperText={fieldErrors.value ?? describeExpectedValue(unit)}
        required
      />
      <Typography variant="body2">Bron: pagina {page} (de pagina die u nu bekijkt)</Typography>
      <TextField
        size="small"
        label="Artikel (optioneel)"
        value={article}
        onChange={(event) => setArticle(event.target.value)}
        error={Boolean(fieldErrors.article)}
        helperText={fieldErrors.article}
      />
      <TextField
        size="small"
        label="Reden (optioneel)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(fieldErrors.reason)}
        helperText={fieldErrors.reason}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={correct.isPending}>
          Correctie opslaan
        </Button>
        <Button onClick={onDone}>Annuleren</Button>
      </Stack>
    </Stack>
  );
}
