import { z } from 'zod';

/** Spec 02 §3 "Share setting": whether colleagues see each other's scans. */
export const ShareSettingSchema = z.object({
  organization_id: z.string(),
  share_scans_with_organization: z.boolean(),
});
export type ShareSetting = z.infer<typeof ShareSettingSchema>;

export const UpdateShareSettingSchema = z.object({ share_scans_with_organization: z.boolean() });
export type UpdateShareSetting = z.infer<typeof UpdateShareSettingSchema>;
