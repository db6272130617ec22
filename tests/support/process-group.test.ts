import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnInGroup, stopGroup } from './process-group';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const HELPER = path.join(import.meta.dirname, 'process-group.ts');
/** A shell that starts a long sleep below itself and prints its pid: a grandchild of the test. */
const SHELL_WITH_GRANDCHILD = ['-c', 'sleep 60 & echo $!; wait'];

function isRunning(pid: number): boolean {
  try {
    // A zombie has ended; it only waits for its parent to read its status.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

async function isGoneSoon(pid: number): Promise<boolean> {
  for (let i = 0; i < 40 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 50));
  return !isRunning(pid);
}

function readFirstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]!.trim());
    });
    child.once('exit', () => reject(new Error(`exited before a line: ${text}`)));
  });
}

/** A test process of its own that starts a group through the helper, then ends as `how` says. */
async function grandchildOfTestProcessThat(how: 'exits' | 'is terminated'): Promise<number> {
  const script = `
    import { spawnInGroup } from ${JSON.stringify(HELPER)};
    const child = spawnInGroup('sh', ${JSON.stringify(SHELL_WITH_GRANDCHILD)}, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (pid) => { process.stdout.write(pid); ${how === 'exits' ? 'process.exit(1);' : ''} });`;
  const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = Number(await readFirstLine(runner));
  if (how === 'is terminated') runner.kill('SIGTERM');
  await new Promise((resolve) => (runner.exitCode === null ? runner.once('exit', resolve) : resolve(null)));
  return pid;
}

describe.skipIf(process.platform !== 'linux')('processes started by tests', () => {
  it('stopping a child stops what it started too', async () => {
    const child = spawnInGroup('sh', SHELL_WITH_GRANDCHILD, { stdio: ['ignore', 'pipe', 'inherit'] });
    const grandchild = Number(await readFirstLine(child));
    expect(isRunning(grandchild)).toBe(true);
    await stopGroup(child);
    expect(await isGoneSoon(grandchild)).toBe(true);
  });

  it('are killed when the test process exits without stopping them', async () => {
    expect(await isGoneSoon(await grandchildOfTestProcessThat('exits'))).toBe(true);
  });

  it('are killed when the test process is terminated', async () => {
    expect(await isGoneSoon(await grandchildOfTestProcessThat('is terminated'))).toBe(true);
  });
});
