import type { Scan, ScanCreate } from '@caoscan/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useAdvanceStep } from '../../api/advance-step';
import { describeCreateError, useCreateScan } from '../../api/create-scan';
import { useUpdateScan } from '../../api/update-scan';
import type { CreditInfo } from './credit-notice';
import { ScanDetailsForm } from './scan-details-form';

interface StepDetailsProps {
  /** Continue mode: the scan to edit; create mode: undefined. */
  scan?: Scan | undefined;
  credits: CreditInfo;
  /** A running or completed scan: shown, not saved. */
  isReadOnly?: boolean;
}

/** Step 1: a new scan is created (POST) or an existing one saved (PUT), then advanced to step 2. */
export function StepDetails({ scan, credits, isReadOnly = false }: StepDetailsProps) {
  const navigate = useNavigate();
  const createScan = useCreateScan();
  const updateScan = useUpdateScan();
  const advanceStep = useAdvanceStep();
  const [error, setError] = useState<string | null>(null);
  // Once created, a retry after a failed advance must not create a second scan.
  const [createdId, setCreatedId] = useState<string | undefined>();
  const isSubmitting = createScan.isPending || updateScan.isPending || advanceStep.isPending;

  async function submit(values: ScanCreate) {
    setError(null);
    try {
      let scanId = scan?.id ?? createdId;
      if (!scanId) {
        scanId = (await createScan.mutateAsync(values)).id;
        setCreatedId(scanId);
      } else if (scan && (values.name !== scan.name || (values.description ?? null) !== scan.description)) {
        await updateScan.mutateAsync({ scanId, input: values });
      }
      await advanceStep.mutateAsync({ scanId, newStep: 2 });
      navigate(paths.caoScan.scanStep(scanId, 2));
    } catch (caught) {
      setError(describeCreateError(caught));
    }
  }

  return (
    <ScanDetailsForm
      initialName={scan?.name}
      initialDescription={scan?.description ?? undefined}
      credits={credits}
      isReadOnly={isReadOnly}
      isSubmitting={isSubmitting}
      submitError={error}
      onSubmit={(values) => void submit(values)}
    />
  );
}
