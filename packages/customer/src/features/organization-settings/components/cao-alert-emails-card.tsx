import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import {
  ALERT_EMAILS_OFF_MESSAGE,
  ALERT_EMAILS_ON_MESSAGE,
  useCaoAlertEmails,
  useUpdateCaoAlertEmails,
} from '../api/cao-alert-emails';
import { SHARE_LOAD_ERROR_MESSAGE } from '../api/get-share-setting';
import { SHARE_SAVE_ERROR_MESSAGE } from '../api/update-share-setting';
import { useTimedNotice } from '../hooks/use-timed-notice';

/**
 * 'Meldingen' (issue K): whether this organisation admin gets an e-mail when a new cao version
 * becomes current for scans of the organisation. Their own choice; the dashboard item stays.
 */
export function CaoAlertEmailsCard() {
  const setting = useCaoAlertEmails();
  const update = useUpdateCaoAlertEmails();
  const [notice, showNotice] = useTimedNotice();

  async function toggle(enabled: boolean) {
    try {
      await update.mutateAsync(enabled);
      showNotice({
        severity: 'success',
        message: enabled ? ALERT_EMAILS_ON_MESSAGE : ALERT_EMAILS_OFF_MESSAGE,
      });
    } catch {
      showNotice({ severity: 'error', message: SHARE_SAVE_ERROR_MESSAGE });
    }
  }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Meldingen
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
          <CircularProgress aria-label="Meldingen laden" />
        ) : (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={setting.data.cao_alert_emails}
                  onChange={(event) => void toggle(event.target.checked)}
                  disabled={update.isPending}
                />
              }
              label="E-mail bij een nieuwe cao-versie"
            />
            <Typography variant="body2" color="text.secondary">
              Wordt een nieuwe versie van een cao uit de catalogus de huidige, dan krijgt u een e-mail met de
              scans die de vorige versie gebruikten en wat er veranderd is. De melding op het dashboard
              blijft.
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
