import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './harness';
import type { TestUser } from './sign-in';

/** The fictional test corpus in the repository (packages/engine/corpus, see its README). */
export const CORPUS = new URL('../../engine/corpus/', import.meta.url);
export const readCorpus = (name: string) => fs.readFile(new URL(name, CORPUS));

/** A test server with its own DATA_DIR (uploads, temp files), removed on close. */
export async function startScanServer(
  env: Record<string, string> = {},
): Promise<TestServer & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-test-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    dataDir,
    close: async () => {
      // pg's Pool.end() resolves before its sockets are closed, and the harness then drops the
      // database WITH (FORCE): a connection still closing gets a FATAL nobody listens for. Close
      // first and give the sockets a moment (the real fix belongs in db/database.ts or the harness).
      await server.app.close();
      await server.database.close();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface UploadAnswer {
  status: number;
  body: Record<string, unknown> & { detail?: string; file_id?: string };
}

/** POST /api/files/upload as the wizard sends it. */
export async function uploadFile(
  server: TestServer,
  user: TestUser,
  scanId: string,
  bytes: Uint8Array,
  filename: string,
  fields: { kind?: 'current' | 'client'; cao_name?: string; sector?: string } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('cao_scan_id', scanId);
  for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
  form.set('file', new Blob([bytes]), filename);
  const response = await fetch(`${server.url}/api/files/upload`, {
    method: 'POST',
    headers: user.auth,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** Polls until `check` returns a value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 250,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
