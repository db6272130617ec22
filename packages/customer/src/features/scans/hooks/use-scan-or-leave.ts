import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useScan } from '../api/get-scan';

export const SCAN_LOAD_FAILED_MESSAGE =
  'Kon scan niet laden. Mogelijk is deze verwijderd of heeft u geen toegang. U wordt doorgestuurd naar het overzicht.';

/** The scan of the URL; when it cannot be loaded: the spec's alert, then the overview (02 §2, §8). */
export function useScanOrLeave(scanId: string | undefined) {
  const scan = useScan(scanId);
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const isError = scan.isError;

  useEffect(() => {
    if (!isError || hasLeft.current) return;
    hasLeft.current = true;
    window.alert(SCAN_LOAD_FAILED_MESSAGE);
    navigate(paths.caoScan.overview, { replace: true });
  }, [isError, navigate]);

  return scan;
}
