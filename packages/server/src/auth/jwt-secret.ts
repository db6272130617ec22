import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The built-in auth service's signing secret when JWT_SECRET is not set: 48 random bytes made once
 * and kept in DATA_DIR/jwt-secret (mode 0600), so a restart keeps every session and the server and
 * its workers on this machine agree. No secret written in the source is ever used.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written aside and linked into place: a server and a worker starting together both end up
  // with the one secret that won, never with a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`${file} is empty: remove it or set JWT_SECRET`);
  return secret;
}

function readSecretFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
