import { ProfileSettingsForm } from '../../../features/settings/components/profile-settings-form';

export default function SettingsRoute() {
  return <ProfileSettingsForm />;
}
