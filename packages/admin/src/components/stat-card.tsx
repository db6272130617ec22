import { Card, CardContent, Typography } from '@mui/material';
import { formatNumber } from '@caoscan/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: number;
  icon?: ReactNode;
  /** A second line, e.g. '3 nieuw in de laatste 30 dagen'. */
  hint?: string;
}

export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {icon}
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" aria-label={label}>
            {formatNumber(value)}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
