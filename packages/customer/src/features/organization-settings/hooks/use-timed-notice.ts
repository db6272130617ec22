import { useCallback, useEffect, useState } from 'react';

/** Spec 02 §9: share and billing notices vanish after 4 seconds. */
export const NOTICE_MS = 4000;

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/** A notice that clears itself `ms` after it was shown (a newer notice restarts the clock). */
export function useTimedNotice(ms = NOTICE_MS): [Notice | null, (notice: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return [notice, useCallback((next: Notice | null) => setNotice(next), [])];
}
