import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import { SHARE_LOAD_ERROR_MESSAGE, useShareSetting } from '../api/get-share-setting';
import {
  SHARE_OFF_MESSAGE,
  SHARE_ON_MESSAGE,
  SHARE_SAVE_ERROR_MESSAGE,
  useUpdateShareSetting,
} from '../api/update-share-setting';
import { useTimedNotice } from '../hooks/use-timed-notice';

/** 'Organisatie-instellingen': whether colleagues see each other's scans (spec 02 §2, §6). */
export function ShareSettingCard({ canEdit }: { canEdit: boolean }) {
  const setting = useShareSetting();
  const update = useUpdateShareSetting();
  const [notice, showNotice] = useTimedNotice();

  async function toggle(share: boolean) {
    try {
      await update.mutateAsync(share);
      showNotice({ severity: 'success', message: share ? SHARE_ON_MESSAGE : SHARE_OFF_MESSAGE });
    } catch {
      showNotice({ severity: 'error', message: SHARE_SAVE_ERROR_MESSAGE });
    }
  }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Organisatie-instellingen
        </Typography>
        {notice && (
          <Alert
            severity={notice.severity}
            sx={{ mb: 2 }}
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            {notice.message}
          </Alert>
        )}
        {setting.isError ? (
          <Alert severity="error">{SHARE_LOAD_ERROR_MESSAGE}</Alert>
        ) : setting.isPending ? (
          <CircularProgress aria-label="Instelling laden" />
        ) : (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={setting.data.share_scans_with_organization}
                  onChange={(event) => void toggle(event.target.checked)}
                  disabled={!canEdit || update.isPending}
                />
              }
              label="Scans delen met organisatie"
            />
            <Typography variant="body2" color="text.secondary">
              Aan: iedereen in de organisatie ziet elkaars scans. Uit: ieder ziet alleen de eigen scans.
            </Typography>
            {!canEdit && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Alleen organisatiebeheerders kunnen deze instelling aanpassen.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
