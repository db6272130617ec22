import { z } from 'zod';

/**
 * Alerts about a new cao version (issue K): when a catalogue version becomes current, each
 * organisation whose completed scans used the previous version gets an activity item
 * ('cao.version_changed', scope scan) carrying this payload, and its organisation admins an e-mail
 * (unless they opted out in /configuratie). A scan is re-run on the new version after a confirmation.
 */
export const CaoAlertChangeSchema = z.object({
  categorie: z.string(),
  element: z.string(),
  element_key: z.string(),
  waarde_oud: z.string().nullable(),
  waarde_nieuw: z.string().nullable(),
  /** Part of what an agency must pass on from the client's cao: listed first for an agency. */
  is_inlenersbeloning: z.boolean(),
});
export type CaoAlertChange = z.infer<typeof CaoAlertChangeSchema>;

export const CaoVersionAlertPayloadSchema = z.object({
  cao_name: z.string(),
  version_id: z.string(),
  version_label: z.string(),
  previous_label: z.string().nullable(),
  scans: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The first changed elements (inlenersbeloning first for an agency); `change_count` counts all. */
  changes: z.array(CaoAlertChangeSchema),
  change_count: z.number().int().nonnegative(),
});
export type CaoVersionAlertPayload = z.infer<typeof CaoVersionAlertPayloadSchema>;

/** How many changed elements the activity item and the e-mail name. */
export const CAO_ALERT_CHANGES_SHOWN = 8;

export const RERUN_CONFIRMATION = 'Scan opnieuw uitvoeren met de nieuwe versie? Dit kost 1 credit.';

export const RerunScanResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  scan_id: z.string(),
});
export type RerunScanResponse = z.infer<typeof RerunScanResponseSchema>;

/** The signed-in user's own choice: e-mails about new cao versions (organisation admins get them). */
export const CaoAlertEmailSettingSchema = z.object({ cao_alert_emails: z.boolean() });
export type CaoAlertEmailSetting = z.infer<typeof CaoAlertEmailSettingSchema>;
