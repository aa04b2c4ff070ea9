/**
 * One process at a time on an embedded database folder (docs/decisions.md "One process per embedded
 * database"). PGlite keeps the whole database in one process's memory and writes it back to
 * `DATA_DIR`; a second process opening the same folder works on its own copy, and whichever writes
 * last wins (the other's writes are lost, or the files end up torn and PGlite aborts).
 *
 * No lock library is installed (proper-lockfile and the like are absent from node_modules), so this
 * is the classic lock file: created with O_EXCL (`wx`), holding the owner's pid, host and start time,
 * removed on close and on process exit. A lock left by a process that died (SIGKILL, power loss) is
 * stale when its pid no longer runs on this host, and is then taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file's name inside `DATA_DIR`. */
export const LOCK_FILE = 'pglite.lock';

/** Who holds a data folder. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
}

/** The embedded database folder is held by another live process: nothing was opened or changed. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host} (since ${owner.since})` : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}. ` +
        'The embedded database serves one process at a time: stop that process first, or run the service on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock. */
export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (if it is still ours); safe to call twice. */
  release(): void;
}

/** Seconds after which an unreadable lock file (a process died between creating and writing it) is stale. */
const UNREADABLE_STALE_SECONDS = 10;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): { owner: LockOwner | null; raw: string | null; ageSeconds: number } {
  try {
    const raw = fs.readFileSync(file, 'utf8');
    const ageSeconds = (Date.now() - fs.statSync(file).mtimeMs) / 1000;
    try {
      const o = JSON.parse(raw);
      if (Number.isInteger(o?.pid) && typeof o?.host === 'string') return { owner: o as LockOwner, raw, ageSeconds };
    } catch {
      /* unreadable: handled by the caller */
    }
    return { owner: null, raw, ageSeconds };
  } catch {
    return { owner: null, raw: null, ageSeconds: 0 };
  }
}

/**
 * Takes the lock of `dataDir` (creating the folder), or throws.
 * A lock whose owner pid is dead on this host, or an unreadable one older than 10 s, is removed and
 * taken. A lock held by another host (a shared network folder) is never taken over.
 * @throws DataDirLockedError when a live process (this one included, through another open) holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const mine = JSON.stringify(me);
  for (let tries = 0; tries < 3; tries++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return held(file, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const { owner, raw, ageSeconds } = readOwner(file);
    if (raw === null) continue; // removed meanwhile: try again
    const stale = owner
      ? owner.host === me.host && owner.pid !== process.pid && !isAlive(owner.pid)
      : ageSeconds > UNREADABLE_STALE_SECONDS;
    if (!stale) throw new DataDirLockedError(dataDir, owner);
    // Remove only the stale file we read: if another process took it over meanwhile, its lock stays.
    if (readOwner(file).raw === raw) fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(dataDir, readOwner(file).owner);
}

function held(file: string, mine: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
  // A process that ends without closing the database (process.exit, an uncaught error) still frees
  // the folder; one that is killed leaves a stale lock, taken over by the next opener.
  process.on('exit', release);
  return { file, release };
}
