import { CATALOGUE_EXTRACTION_LABELS, formatDate, type CaoVersion } from '@caoscan/core';
import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';
import { VersionChangesButton } from './cao-version-changes-dialog';

const STATUS_COLORS = {
  queued: 'default',
  in_progress: 'info',
  completed: 'success',
  failed: 'error',
} as const;

/** Why a version could not be read, as the admin reads it under its status (null unless it failed). */
export function describeExtractionFailure(
  version: Pick<CaoVersion, 'extraction_status' | 'extraction_error'>,
): string | null {
  if (version.extraction_status !== 'failed') return null;
  return `Uitlezen mislukt: ${version.extraction_error ?? 'de reden is niet bekend.'}`;
}

export function describeTerm(version: Pick<CaoVersion, 'term_start' | 'term_end'>): string {
  if (!version.term_start && !version.term_end) return '–';
  return `${formatDate(version.term_start)} t/m ${formatDate(version.term_end)}`;
}

/** What marking a version current does, said before it is done: the alerts cannot be taken back. */
export function describeMarkCurrent(version: Pick<CaoVersion, 'label'>, currentLabel: string | null): string {
  if (!currentLabel)
    return `Nieuwe scans gebruiken vanaf nu versie ${version.label}. Er gaan geen meldingen uit: geen eerdere versie was de huidige.`;
  return `Nieuwe scans gebruiken vanaf nu versie ${version.label} in plaats van ${currentLabel}. Organisaties met een voltooide scan op ${currentLabel} krijgen een melding op hun dashboard en hun beheerders een e-mail, met een link om de scan opnieuw uit te voeren.`;
}

function MarkCurrentButton({
  version,
  caoName,
  currentLabel,
}: {
  version: CaoVersion;
  caoName: string;
  currentLabel: string | null;
}) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isConfirming, setConfirming] = useState(false);
  const mark = useMutation({
    mutationFn: () => dataProvider.markCaoVersionCurrent(version.id),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const isReady = version.extraction_status === 'completed';
  const button = (
    <Button
      size="small"
      variant="outlined"
      disabled={!isReady || mark.isPending}
      onClick={() => setConfirming(true)}
      aria-label={`Markeer ${version.label} van ${caoName} als huidige versie`}
    >
      Markeer als huidige versie
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip sits on a wrapper.
  return isReady ? (
    <>
      {button}
      <Confirm
        isOpen={isConfirming}
        loading={mark.isPending}
        title={`Versie ${version.label} van ${caoName} als huidige versie?`}
        content={describeMarkCurrent(version, currentLabel)}
        confirm="Huidige versie maken"
        cancel="Annuleren"
        onConfirm={() => {
          setConfirming(false);
          mark.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  ) : (
    <Tooltip title="Kan pas wanneer het uitlezen klaar is">
      <span>{button}</span>
    </Tooltip>
  );
}

/** One cao's versions, newest first: term, pages, extraction status, which one is current. */
export function CaoVersionsTable({ caoName, versions }: { caoName: string; versions: CaoVersion[] }) {
  const { canAccess: canMark } = useCanAccess({ resource: 'caos', action: 'edit' });
  const currentLabel = versions.find((version) => version.is_current)?.label ?? null;
  return (
    <Table size="small" aria-label={`Versies van ${caoName}`}>
      <TableHead>
        <TableRow>
          <TableCell>Versie</TableCell>
          <TableCell>Looptijd</TableCell>
          <TableCell align="right">Pagina&apos;s</TableCell>
          <TableCell>Uitlezen</TableCell>
          <TableCell>Document</TableCell>
          <TableCell>Geüpload</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((version, index) => (
          <TableRow key={version.id}>
            <TableCell>
              {version.label}
              {version.is_current && (
                <Chip size="small" color="primary" label="Huidige versie" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>{describeTerm(version)}</TableCell>
            <TableCell align="right">{version.page_count}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLORS[version.extraction_status]}
                label={CATALOGUE_EXTRACTION_LABELS[version.extraction_status]}
              />
              {describeExtractionFailure(version) && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5, maxWidth: 360 }}>
                  {describeExtractionFailure(version)}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{version.original_filename}</TableCell>
            <TableCell>
              {formatDate(version.created_at)}
              {version.uploaded_by_email ? ` door ${version.uploaded_by_email}` : ''}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {/* Newest first: every version but the oldest has one before it to compare with. */}
              {index < versions.length - 1 && version.extraction_status === 'completed' && (
                <VersionChangesButton version={version} caoName={caoName} />
              )}
              {canMark && !version.is_current && (
                <MarkCurrentButton version={version} caoName={caoName} currentLabel={currentLabel} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
