import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A file of the fictional test corpus in the repository (packages/engine/corpus). */
export const corpusFile = (name: string): string =>
  fileURLToPath(new URL(`../../packages/engine/corpus/${name}`, import.meta.url));

/** The access token the page's auth client keeps in localStorage (after signing in in the browser). */
export function readPageToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
      }
    }
    throw new Error('no session in localStorage');
  });
}

/** fetch + JSON on the product API with a bearer token; any refusal fails the test. */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A completed scan made through the API (the wizard has its own test): the agency cao ('Ja, ABU')
 * against `file` as the client's cao. Returns the scan's id once its results are there.
 */
export async function completeScanThroughApi(
  baseUrl: string,
  token: string,
  client: { file: string; caoName: string; scanName?: string; timeoutMs?: number },
): Promise<string> {
  const scan = await callApi<{ id: string }>(baseUrl, token, 'POST', '/cao-scans', {
    name: client.scanName ?? 'E2E scan',
  });
  const form = new FormData();
  form.set('cao_scan_id', scan.id);
  form.set('kind', 'client');
  form.set('file', new Blob([fs.readFileSync(client.file)]), client.file.split('/').pop()!);
  const uploaded = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const selection = {
    is_abu_cao: true,
    client_cao_file_id: ((await uploaded.json()) as { file_id: string }).file_id,
    client_cao_name: client.caoName,
  };
  await callApi(baseUrl, token, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
  await callApi(baseUrl, token, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
  for (const deadline = Date.now() + (client.timeoutMs ?? 180_000); Date.now() < deadline;) {
    const { status } = await callApi<{ status: string }>(baseUrl, token, 'GET', `/cao-scans/${scan.id}`);
    if (status === 'completed') return scan.id;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('scan did not complete');
}
