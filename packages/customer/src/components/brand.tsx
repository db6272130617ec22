import { PRODUCT_NAME } from '@caoscan/core';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import { Box, Typography } from '@mui/material';

/** The product mark: an icon tile and, unless compact, the name. */
export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: 'common.white',
        }}
      >
        <CompareArrowsRoundedIcon fontSize="small" />
      </Box>
      {!compact && (
        <Typography
          variant="h6"
          component="span"
          noWrap
          sx={{ color: inverted ? 'common.white' : 'text.primary' }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
