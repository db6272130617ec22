import type { AgencyCao, CaoOption, FileKind, Scan } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useAdvanceStep } from '../../api/advance-step';
import { useSaveCaoSelection } from '../../api/save-cao-selection';
import { useUploadCaoFile } from '../../api/upload-cao-file';
import { describeAgencyCao, findStoredChoice, readStoredAbuAnswer } from '../../utils/cao-options';
import {
  buildCaoSelection,
  describeSide,
  validateDocuments,
  type SideChoice,
} from '../../utils/document-selection';
import { checkUploadFile } from '../../utils/upload-checks';
import { refusedUpload, selectedUpload, storedUpload, type UploadState } from '../../utils/upload-state';
import { AbuQuestion } from './abu-question';
import { CaoSideCard, type SideState } from './cao-side-card';

type Phase = 'idle' | 'uploading' | 'processing';

const BUTTON_LABELS: Record<Phase, string> = {
  idle: 'Volgende',
  uploading: 'Documenten uploaden...',
  processing: 'Bezig met verwerken...',
};

function initialSide(options: CaoOption[], scan: Scan, kind: FileKind): SideState {
  const isCurrent = kind === 'current';
  const choice = isCurrent
    ? findStoredChoice(options, scan.is_abu_cao ? null : scan.current_cao_name, scan.current_cao_sector)
    : findStoredChoice(options, scan.client_cao_name, scan.client_cao_sector);
  const upload = isCurrent
    ? storedUpload(scan.current_cao_file_id, scan.current_cao_filename, null)
    : storedUpload(scan.client_cao_file_id, scan.client_cao_filename, null);
  return { ...choice, upload };
}

const toChoice = (side: SideState): SideChoice => ({
  option: side.option,
  customName: side.customName,
  fileId: side.upload.status === 'done' ? side.upload.fileId : null,
  hasPendingFile: side.upload.file !== null,
});

/** Step 2: the ABU question, both cao's and their documents; uploads on 'Volgende', then saves. */
interface DocumentsFormProps {
  scan: Scan;
  options: CaoOption[];
  /** The document 'Ja' uses (cao-overview's abu_cao), named in the 'Ja' note. */
  agencyCao?: AgencyCao | undefined;
  /** A running or completed scan: its choice and documents are shown, nothing can be changed. */
  isReadOnly?: boolean;
}

export function DocumentsForm({ scan, options, agencyCao, isReadOnly = false }: DocumentsFormProps) {
  const navigate = useNavigate();
  const upload = useUploadCaoFile();
  const saveSelection = useSaveCaoSelection();
  const advanceStep = useAdvanceStep();
  const [isAbu, setIsAbu] = useState<boolean | null>(() => readStoredAbuAnswer(scan));
  const [sides, setSides] = useState<Record<FileKind, SideState>>(() => ({
    current: initialSide(options, scan, 'current'),
    client: initialSide(options, scan, 'client'),
  }));
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const isBusy = phase !== 'idle';
  const isLocked = isBusy || isReadOnly;

  // A form error is about the input as it was: any change clears it.
  const setSide = (kind: FileKind, side: SideState) => {
    setFormError(null);
    setSides((all) => ({ ...all, [kind]: side }));
  };
  const answerAbu = (answer: boolean) => {
    setFormError(null);
    setIsAbu(answer);
  };
  const setUpload = (kind: FileKind, patch: Partial<UploadState>) =>
    setSides((all) => ({ ...all, [kind]: { ...all[kind], upload: { ...all[kind].upload, ...patch } } }));

  function selectFile(kind: FileKind, file: File) {
    const refusal = checkUploadFile(file);
    setFormError(null);
    setSides((all) => ({
      ...all,
      [kind]: { ...all[kind], upload: refusal ? refusedUpload(file, refusal) : selectedUpload(file) },
    }));
  }

  /** Uploads the side's chosen file if it has one; returns the stored file id, or null on failure. */
  async function uploadSide(kind: FileKind): Promise<string | null> {
    const side = sides[kind];
    if (side.upload.status === 'done' && side.upload.fileId) return side.upload.fileId;
    const file = side.upload.file;
    if (!file) return null;
    const { name, sector } = describeSide(side);
    setUpload(kind, { status: 'uploading', progress: 0, error: null });
    try {
      const request = { file, scanId: scan.id, kind, sector, caoName: name };
      const result = await upload(request, (progress) => setUpload(kind, { progress }));
      const uploadedAt = new Date().toISOString();
      setUpload(kind, { status: 'done', file: null, fileId: result.file_id, uploadedAt, progress: 100 });
      return result.file_id;
    } catch (error) {
      setUpload(kind, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  async function submit() {
    const current = toChoice(sides.current);
    const client = toChoice(sides.client);
    const invalid = validateDocuments({ scanId: scan.id, isAbu, current, client });
    setFormError(invalid);
    if (invalid || isAbu === null) return;
    setPhase('uploading');
    const kinds: FileKind[] = isAbu ? ['client'] : ['current', 'client'];
    const ids: Partial<Record<FileKind, string | null>> = {};
    for (const kind of kinds) ids[kind] = await uploadSide(kind);
    if (kinds.some((kind) => !ids[kind])) {
      setPhase('idle');
      return;
    }
    setPhase('processing');
    try {
      const selection = buildCaoSelection(
        isAbu,
        { ...current, fileId: ids.current ?? null },
        { ...client, fileId: ids.client ?? null },
      );
      await saveSelection.mutateAsync({ scanId: scan.id, selection });
      await advanceStep.mutateAsync({ scanId: scan.id, newStep: 3 });
      navigate(paths.caoScan.scanStep(scan.id, 3));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setPhase('idle');
    }
  }

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h2">
            Documenten Uploaden
          </Typography>
          <Typography color="text.secondary">
            Kies de twee cao&apos;s die u wilt vergelijken en voeg de documenten toe.
          </Typography>
        </Box>
        <AbuQuestion value={isAbu} disabled={isLocked} onChange={answerAbu} />
        {isAbu && (
          <Alert severity="info">
            De ABU / NBBU CAO wordt automatisch opgehaald; u hoeft hiervoor geen document te uploaden.
            {describeAgencyCao(agencyCao) && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {describeAgencyCao(agencyCao)}
              </Typography>
            )}
          </Alert>
        )}
        {isAbu !== null && (
          <Grid container spacing={2}>
            {!isAbu && (
              <Grid size={{ xs: 12, md: 6 }}>
                <CaoSideCard
                  title="Huidige CAO"
                  description="De cao die u nu toepast, of uw eigen regeling."
                  pickerLabel="Kies uw huidige CAO"
                  uploadLabel="Document huidige CAO"
                  options={options}
                  side={sides.current}
                  disabled={isLocked}
                  isReadOnly={isReadOnly}
                  onChange={(side) => setSide('current', side)}
                  onSelectFile={(file) => selectFile('current', file)}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: isAbu ? 12 : 6 }}>
              <CaoSideCard
                title="CAO van de klant"
                description="De cao van de inlener waarmee u vergelijkt."
                pickerLabel="Kies de CAO van de klant"
                uploadLabel="Document CAO van de klant"
                options={options}
                side={sides.client}
                disabled={isLocked}
                isReadOnly={isReadOnly}
                onChange={(side) => setSide('client', side)}
                onSelectFile={(file) => selectFile('client', file)}
              />
            </Grid>
          </Grid>
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
        {!isReadOnly && (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => navigate(paths.caoScan.scanStep(scan.id, 1))} disabled={isBusy}>
              Vorige
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={() => void submit()}
              disabled={isBusy || isAbu === null}
              startIcon={isBusy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {BUTTON_LABELS[phase]}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
