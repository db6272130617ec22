/**
 * Processes that tests start, each in its own process group: stopping one stops everything it
 * started (tsx → node → tesseract), and no group outlives the test process, whatever the outcome:
 * the groups still running are killed when the test process exits or is told to stop. Used by every
 * test that starts a process of its own (e2e servers, separate workers, the CLI).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<number>();

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group has gone already */
  }
}

function killAllGroups(): void {
  for (const pid of running) signalGroup(pid, 'SIGKILL');
  running.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAllGroups();
  // Ours was the only listener: die of the signal as the process would have without us.
  if (process.listenerCount(signal) === 1) {
    process.removeListener(signal, onSignal);
    process.kill(process.pid, signal);
  }
}

let isInstalled = false;
function installExitHandlers(): void {
  if (isInstalled) return;
  isInstalled = true;
  process.on('exit', killAllGroups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}

/** `spawn`, with the child leading a process group of its own that is killed when we exit. */
export function spawnInGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  installExitHandlers();
  const child = spawn(command, args, { ...options, detached: true });
  const { pid } = child;
  if (pid !== undefined) {
    running.add(pid);
    // The leader has exited; what it started may still run in its group.
    child.once('exit', () => {
      signalGroup(pid, 'SIGKILL');
      running.delete(pid);
    });
  }
  return child;
}

/** How the leader ended: its signal, or its exit code. */
export function waitForExit(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once('exit', (code, signal) => resolve(signal ?? code));
  });
}

/**
 * Sends `signal` to the child's whole group and waits for the leader to exit; after `graceMs` the
 * group is killed. Whatever is left in the group when the leader has gone is killed as well.
 */
export async function stopGroup(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<NodeJS.Signals | number | null> {
  const { pid } = child;
  if (pid === undefined) return waitForExit(child);
  if (child.exitCode === null && child.signalCode === null) signalGroup(pid, signal);
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
  try {
    return await waitForExit(child);
  } finally {
    clearTimeout(timer);
    signalGroup(pid, 'SIGKILL');
    running.delete(pid);
  }
}
