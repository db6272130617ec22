import { execFile } from 'node:child_process';

/** The program is not installed (or not where the configuration says). */
export class ToolMissingError extends Error {
  constructor(readonly command: string) {
    super(`${command} is not installed`);
    this.name = 'ToolMissingError';
  }
}

export interface RunToolOptions {
  cwd?: string;
  signal: AbortSignal;
  /** A page that takes longer than this is a hostile or broken page: the process is killed. */
  timeoutMs: number;
  maxBuffer?: number;
}

/**
 * Runs a command-line program without a shell and returns its stdout. The process is killed when
 * the document's deadline passes (signal) or its own time runs out. Tesseract is told to use one
 * thread: pages run side by side already, and OpenMP threads on top only fight for the cores.
 */
export function runTool(command: string, args: string[], options: RunToolOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        signal: options.signal,
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxBuffer ?? 16 << 20,
        encoding: 'utf8',
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (
          (error as NodeJS.ErrnoException).code === 'ENOENT' ||
          (error as NodeJS.ErrnoException).code === 'EACCES'
        )
          return reject(new ToolMissingError(command));
        const detail = String(stderr).trim().split('\n').slice(-2).join(' ');
        reject(
          Object.assign(new Error(`${command} failed: ${error.message} ${detail}`), { name: error.name }),
        );
      },
    );
  });
}
