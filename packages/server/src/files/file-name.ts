import { stripBidiControls } from '@caoscan/core';

/** The longest file name kept (what file systems and the list show); longer names are shortened. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * C0 and C1 control characters (escape codes, bell, tab, line breaks) and DEL. Not NUL: that one is
 * refused with a 400, as in every text field (store-upload.ts).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0001-\u001f\u007f-\u009f]/g;

/**
 * The name an upload is stored, listed and echoed under, the same everywhere: without a path
 * (busboy already drops it; a Windows path too), without bidi or other control characters, and at
 * most 255 characters, shortened before the extension so that stays and no character is split.
 */
export function safeFileName(raw: string): string {
  const withoutPath = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = stripBidiControls(withoutPath).replace(CONTROL_CHARACTERS, '').trim();
  const name = /^\.*$/.test(cleaned) ? '' : cleaned;
  if (!name) return 'document';
  const characters = Array.from(name);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? Array.from(name.slice(dot)) : [];
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension.join('');
}
