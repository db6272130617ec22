export { useOrganizationFiles } from '../../../lib/organization-files';

export const FILES_ERROR_MESSAGE = 'Kon de bestanden niet laden. Probeer het later opnieuw.';
