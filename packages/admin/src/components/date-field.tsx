import { formatDate, formatDateTime } from '@caoscan/core';
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

export interface DateFieldProps {
  source: string;
  label?: string;
  /** With hour and minute (spec 01 §9 date format); date only otherwise. */
  showTime?: boolean;
  sortable?: boolean;
}

/** nl-NL date of the record's `source`, in Amsterdam time whatever the browser's zone. */
export function DutchDateField({ source, showTime = false }: DateFieldProps) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  return (
    <Typography variant="body2" component="span" noWrap>
      {showTime ? formatDateTime(value) : formatDate(value)}
    </Typography>
  );
}
