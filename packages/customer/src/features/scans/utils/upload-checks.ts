import { MAX_UPLOAD_BYTES } from '@caoscan/core';

/** What the wizard's file inputs accept (spec 02 §2 step 2). */
export const WIZARD_ACCEPT = '.pdf,.doc,.docx';
const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'];

/**
 * The spec's file messages (§5), checked before sending so nobody waits for 50 MB to be refused;
 * the server checks again by content.
 */
export function checkUploadFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(2);
    return `File size (${megabytes} MB) exceeds the maximum allowed size of 50MB`;
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !ACCEPTED_EXTENSIONS.includes(extension)) {
    return `File type ${file.type || `.${extension}`} is not supported. Please upload PDF, Word, or text files.`;
  }
  return null;
}
