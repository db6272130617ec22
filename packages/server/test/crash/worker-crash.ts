/**
 * Worker crash trials (issue 14, "Crash safety"), shared by `test/crash-worker.test.ts` (10 trials
 * in `npm test`) and `pnpm bench:crash` (100): a real server and real `src/worker.ts` processes on
 * one PostgreSQL. Each trial starts scans and starts a worker, which is killed with SIGKILL at a
 * random moment (during its start, a document's reading, a task's write, the final debit); then the
 * next trial. At the end one worker settles everything, and the run checks what a crash may never
 * break: every scan ends completed or failed (or resumes by itself), a completed scan cost exactly
 * one credit, nothing was charged twice, every upload is still stored whole, and no temporary file
 * is left (DATA_DIR/tmp, and the system temp folder the workers used).
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnInGroup, stopGroup } from '../../../../tests/support/process-group';
import { createStorage } from '../../src/storage/create-storage';
import type { TestServer } from '../harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from '../scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from '../sign-in';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = [
  'cao-retail-fictief.pdf',
  'cao-metaal-fictief.pdf',
  'cao-uitzend-fictief.pdf',
  'cao-schoonmaak-fictief.pdf',
  'cao-schoonmaak-fictief.docx',
];
const INITIAL_CREDITS = 10_000;

export interface CrashOptions {
  trials: number;
  /** New scans started per trial (default 2). */
  scansPerTrial?: number;
  /** A kill lands uniformly in [minKillMs, maxKillMs] after the worker was started. */
  minKillMs?: number;
  maxKillMs?: number;
  /** The extraction cache is emptied before each trial, so every scan does the real work. */
  freshWork?: boolean;
  log?: (line: string) => void;
}

export interface CrashFigures {
  trials: number;
  scans: number;
  completed: number;
  failed: number;
  /** Kills that hit a worker while it had a task in progress. */
  killsMidTask: number;
  /** From starting the last worker until no scan was processing any more. */
  settleMs: number;
  totalMs: number;
  /** Scans with a task that needed more than one attempt (resumed after a kill). */
  resumed: number;
  /** Why the failed scans failed. */
  failures: string[];
  problems: string[];
}

/** The URL of the harness's fresh test database, for processes of our own. */
export async function databaseUrlOf(server: TestServer): Promise<string> {
  if (server.env.DATABASE_URL) return server.env.DATABASE_URL;
  throw new Error('crash trials need PostgreSQL (TEST_DB=postgres)');
}

export function startWorkerProcess(env: Record<string, string>, output: string[]): ChildProcess {
  const child = spawnInGroup(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

/** Resolves once the worker says it works scans (its start-up line). */
function waitUntilWorking(worker: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('werkt scans af')) done(null);
    };
    const onExit = () => done(new Error(`worker exited while starting:\n${seen}`));
    const timer = setTimeout(() => done(new Error(`worker did not start:\n${seen}`)), 60_000);
    function done(error: Error | null) {
      clearTimeout(timer);
      worker.stdout?.off('data', onData);
      worker.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    worker.stdout?.on('data', onData);
    worker.once('exit', onExit);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runWorkerCrashTrials(options: CrashOptions): Promise<CrashFigures> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const scansPerTrial = options.scansPerTrial ?? 2;
  const minKill = options.minKillMs ?? 300;
  const maxKill = options.maxKillMs ?? 4000;
  const server = await startScanServer({
    EMBEDDED_WORKER: 'false',
    JOB_MONITOR_SECONDS: '1',
    UPLOADS_PER_HOUR: '100000',
  });
  const systemTemp = path.join(server.dataDir, 'system-tmp');
  await fs.mkdir(systemTemp, { recursive: true });
  const output: string[] = [];
  const workers: ChildProcess[] = [];
  const problems: string[] = [];
  try {
    const user: TestUser = await createSignedInUser(
      server,
      await createOrganization(server, { credits: INITIAL_CREDITS }),
      'org_administrator',
      'crash',
    );
    const workerEnv = {
      DATABASE_URL: await databaseUrlOf(server),
      DATA_DIR: server.dataDir,
      JOB_MONITOR_SECONDS: '1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      TMPDIR: systemTemp,
    };
    const { db } = server.database;
    const uploads: { fileId: string; sha256: string }[] = [];
    const scanIds: string[] = [];
    let killsMidTask = 0;

    const startScan = async (n: number) => {
      const name = DOCUMENTS[n % DOCUMENTS.length]!;
      const { body: scan } = await api(server, user, 'POST', '/cao-scans', { name: `Crash ${n}` });
      const bytes = await readCorpus(name);
      const client = await uploadFile(server, user, scan.id, bytes, path.basename(name), { kind: 'client' });
      if (client.status !== 201) throw new Error(`upload ${client.status}: ${JSON.stringify(client.body)}`);
      uploads.push({
        fileId: client.body.file_id!,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      const selection = {
        is_abu_cao: true,
        client_cao_file_id: client.body.file_id,
        client_cao_name: `Cao ${n}`,
      };
      const answer = await api(server, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
      if (answer.status !== 202) throw new Error(`start ${answer.status}: ${JSON.stringify(answer.body)}`);
      scanIds.push(scan.id as string);
    };

    for (let trial = 0; trial < options.trials; trial++) {
      if (options.freshWork) await db.deleteFrom('extraction_cache').execute();
      for (let i = 0; i < scansPerTrial; i++) await startScan(trial * scansPerTrial + i);
      const workerStarted = new Date();
      const worker = startWorkerProcess(workerEnv, output);
      workers.push(worker);
      // One kill in five lands while the worker starts (migrations, pg-boss); the rest while it works.
      if (randomInt(5) === 0) await sleep(randomInt(100, 2000));
      else {
        await waitUntilWorking(worker);
        await sleep(randomInt(minKill, maxKill + 1));
      }
      // Tasks this worker began and had not finished.
      const inProgress = await db
        .selectFrom('scan_section_tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'in_progress')
        .where('started_at', '>=', workerStarted)
        .executeTakeFirstOrThrow();
      if (Number(inProgress.n) > 0) killsMidTask += 1;
      await stopGroup(worker, 'SIGKILL');
      log(`trial ${trial + 1}/${options.trials}: killed (${Number(inProgress.n)} task(s) in progress)`);
    }

    // One last worker, left alone, settles every scan by itself.
    const settleStarted = Date.now();
    const last = startWorkerProcess(workerEnv, output);
    workers.push(last);
    // Its SIGTERM handler is in place once it says it works scans: on a loaded machine the scans may all have
    // ended (by the workers before it) while it is still starting, and a SIGTERM then would meet no handler.
    await waitUntilWorking(last).catch((error: unknown) =>
      problems.push(`the last worker did not start: ${String(error)}`),
    );
    await waitFor(
      async () => {
        const open = await db
          .selectFrom('cao_scans')
          .select('id')
          .where('id', 'in', scanIds)
          .where('status', '=', 'processing')
          .execute();
        return open.length === 0;
      },
      240_000,
      500,
    ).catch(() => problems.push('not every scan ended within 240 s'));
    const settleMs = Date.now() - settleStarted;
    const lastExit = await stopGroup(last, 'SIGTERM', 30_000);
    if (lastExit !== 0)
      problems.push(`the last worker did not stop cleanly on SIGTERM (${String(lastExit)})`);

    // Every scan ended; a completed one cost exactly one credit, a failed one nothing.
    const scans = await db
      .selectFrom('cao_scans')
      .select(['id', 'status', 'error_message'])
      .where('id', 'in', scanIds)
      .execute();
    const usage = await db
      .selectFrom('credit_transactions')
      .select(['scan_id', 'credits_amount'])
      .where('organization_id', '=', user.organizationId!)
      .where('transaction_type', '=', 'usage')
      .execute();
    for (const scan of scans) {
      const charges = usage.filter((u) => u.scan_id === scan.id);
      if (scan.status === 'completed') {
        if (charges.length !== 1 || charges[0]!.credits_amount !== -1)
          problems.push(`completed scan ${scan.id} has ${charges.length} charge(s)`);
      } else if (scan.status === 'failed') {
        if (charges.length !== 0) problems.push(`failed scan ${scan.id} was charged`);
      } else problems.push(`scan ${scan.id} is still ${scan.status}`);
    }
    const completed = scans.filter((s) => s.status === 'completed').length;
    const balance = await api(server, user, 'GET', '/credits/balance');
    if (balance.body.current_balance !== INITIAL_CREDITS - completed)
      problems.push(`balance ${balance.body.current_balance}, expected ${INITIAL_CREDITS - completed}`);
    if (usage.length !== completed) problems.push(`${usage.length} usage bookings for ${completed} scans`);

    // No upload lost: every file row still has its whole content in storage.
    const storage = createStorage(server.env);
    for (const upload of uploads) {
      const row = await db
        .selectFrom('stored_files')
        .select(['storage_key', 'sha256'])
        .where('id', '=', upload.fileId)
        .executeTakeFirst();
      if (!row) {
        problems.push(`upload ${upload.fileId} lost its row`);
        continue;
      }
      const bytes = await storage.read(row.storage_key).catch(() => null);
      if (
        !bytes ||
        row.sha256 !== upload.sha256 ||
        createHash('sha256').update(bytes).digest('hex') !== upload.sha256
      )
        problems.push(`upload ${upload.fileId} lost or changed its content`);
    }

    // No temporary file left by any of the killed workers.
    // (tsx-<uid> is the tsx loader's compile cache, not a file of ours.)
    const leftIn = async (dir: string) =>
      (await fs.readdir(dir).catch(() => [] as string[]))
        .filter((name) => !/^tsx-\d+$/.test(name))
        .join(', ');
    const leftTmp = await leftIn(path.join(server.dataDir, 'tmp'));
    const leftSystem = await leftIn(systemTemp);
    if (leftTmp) problems.push(`left in DATA_DIR/tmp: ${leftTmp}`);
    if (leftSystem) problems.push(`left in the workers' system temp folder: ${leftSystem}`);

    const attempts = await db
      .selectFrom('scan_section_tasks')
      .select(['scan_id'])
      .where('scan_id', 'in', scanIds)
      .where('attempts', '>', 1)
      .groupBy('scan_id')
      .execute()
      .catch(() => []);
    if (problems.length > 0) log(output.join('').slice(-4000));
    return {
      trials: options.trials,
      scans: scans.length,
      completed,
      failed: scans.filter((s) => s.status === 'failed').length,
      failures: scans.filter((s) => s.status === 'failed').map((s) => s.error_message ?? ''),
      killsMidTask,
      settleMs,
      totalMs: Date.now() - started,
      resumed: attempts.length,
      problems,
    };
  } finally {
    await Promise.all(workers.map((worker) => stopGroup(worker, 'SIGKILL')));
    await server.close();
  }
}
