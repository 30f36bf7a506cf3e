/**
 * The sandbox's database: PGlite (embedded Postgres) in a directory or in memory by default, or a
 * real PostgreSQL server when a connection string is given. Both are reached through the same `pg`
 * API, so the store's SQL runs unchanged on either.
 *
 * PGlite has one connection: every query and transaction is queued behind a mutex, and inside a
 * transaction only the transaction's own handle is used (touching the main handle there would wait
 * for the mutex forever).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** `pglite` (embedded) or `postgres` (a server through DATABASE_URL). */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, `dataDir` and `memory` are ignored. */
  databaseUrl?: string;
  /** PGlite data directory (created when missing). */
  dataDir?: string;
  /** PGlite in memory: nothing survives the process. */
  memory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.memory && !options.dataDir)
    throw new Error('openDatabase needs a dataDir, memory: true or a databaseUrl.');
  return openPglite(options.memory ? undefined : options.dataDir);
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // An idle connection that breaks (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('sandbox: PostgreSQL connection error:', error.message));
  // Fail early (and clearly) when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        return await runTransaction(client, work);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // The real path: two names for one directory (a symlink) must meet at one lock.
  const directory = dataDir ? prepareDataDir(dataDir) : undefined;
  const unlock = directory ? lockDataDir(directory, dataDir!) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = directory ? await PGlite.create(directory) : await createInMemory();
  } catch (error) {
    unlock();
    if (!directory) throw error;
    throw new Error(
      `PGlite could not open the data directory ${directory}: ${describeError(error)}. If it is damaged, move it away ` +
        'and start again (a new store is created), or use another --data directory (or --memory).',
    );
  }
  const client = new pg.Client(createPgConfig(pglite) as unknown as pg.ClientConfig);
  client.on('error', (error) => console.error('sandbox: PGlite connection error:', error.message));
  await client.connect();
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;
  // Runs `task` after every task queued before it, whatever their outcome.
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The sandbox database is closed.'));
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    engine: 'pglite',
    query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return exclusive(async () => (await client.query(text, params as unknown[])).rows as Row[]);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return exclusive(() => runTransaction(client, work));
    },
    async close() {
      if (closed) return;
      const last = exclusive(async () => undefined);
      closed = true;
      await last;
      await client.end().catch(() => undefined);
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

async function runTransaction<T>(client: pg.ClientBase, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const tx: Queryable = {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, params as unknown[])).rows as Row[];
    },
  };
  await client.query('BEGIN');
  try {
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Creates the directory when missing and returns its real path; refuses a directory that holds
 * other files (PGlite would fail on it, or write a store among someone's files).
 */
function prepareDataDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const directory = realpathSync(dataDir);
  const entries = readdirSync(directory);
  if (entries.length > 0 && !existsSync(join(directory, 'PG_VERSION'))) {
    throw new Error(
      `The sandbox data directory ${dataDir} is neither empty nor a sandbox store (it has ${entries.length} other file(s) and no PG_VERSION). ` +
        'Give --data an empty or new directory, or one the sandbox created.',
    );
  }
  return directory;
}

/** An error's message, whatever was thrown (PGlite can throw plain objects). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { message, status, name } = error as { message?: unknown; status?: unknown; name?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof status === 'number' || typeof status === 'string')
      return `${typeof name === 'string' ? name : 'exit'} status ${status}`;
    try {
      return JSON.stringify(error);
    } catch {
      return Object.prototype.toString.call(error);
    }
  }
  return String(error);
}

/** Another live process holds the PGlite data directory (the CLI and the Vite plugin each say so in one line). */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The sandbox data directory ${dataDir} is in use by process ${pid}. Stop it, or use another --data directory (or --memory).`,
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it: a `<dir>.lock`
 * file beside the directory (its real path) holds the owner's pid; a stale lock (its process gone)
 * is taken over.
 */
function lockDataDir(directory: string, dataDir: string): () => void {
  const lockFile = `${resolve(directory)}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the sandbox data directory ${dataDir} (${lockFile}).`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A new in-memory PGlite. Creating one runs initdb in WebAssembly (3 to 10 s here); loading a dump
 * of a fresh database takes about 1 s, so the first creation leaves such a dump in the temp
 * directory (per user) and later ones start from it. A missing or unusable dump falls back to initdb.
 */
async function createInMemory(): Promise<PGlite> {
  const uid = process.getuid?.() ?? 0;
  const template = join(tmpdir(), `realty-elements-pglite-template-${uid}.tar`);
  try {
    const info = await stat(template);
    if (process.getuid && info.uid !== uid) throw new Error('template not ours');
    const bytes = await readFile(template);
    return await PGlite.create({ loadDataDir: new Blob([bytes]) });
  } catch {
    // No template yet, or not a usable one: create from scratch below.
  }
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('none');
    const temporary = `${template}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    await rename(temporary, template);
  } catch {
    // The template is only a speed-up.
  }
  return pglite;
}
