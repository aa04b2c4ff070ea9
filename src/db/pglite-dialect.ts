/**
 * A Kysely dialect for one in-process PGlite instance whose transactions run through
 * `pglite.transaction()`, so that every other user of the instance (pg-boss included) waits
 * for an open transaction instead of running inside it (docs/decisions.md "Embedded database":
 * the off-the-shelf `kysely-pglite` interleaves concurrent transactions on PGlite's one session).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

class PGliteConnection implements DatabaseConnection {
  tx: Transaction | null = null;
  done: Promise<unknown> | null = null;
  commit: (() => void) | null = null;
  rollback: ((err: Error) => void) | null = null;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.tx ?? this.pglite).query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}

class PGliteDriver implements Driver {
  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection;
    await new Promise<void>((started, failed) => {
      c.done = this.pglite
        .transaction((tx) => {
          c.tx = tx;
          started();
          // Held open until Kysely commits or rolls back.
          return new Promise<void>((commit, rollback) => {
            c.commit = commit;
            c.rollback = rollback;
          });
        })
        .catch((err: unknown) => {
          if (!c.tx) failed(err);
          else throw err;
        });
    });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection;
    c.commit?.();
    try {
      await c.done;
    } finally {
      c.tx = null;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection;
    c.rollback?.(new Error('rollback'));
    await c.done?.catch(() => {});
    c.tx = null;
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {}
}

/** Kysely dialect over one PGlite instance (see module docstring). */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
