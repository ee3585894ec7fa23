/**
 * Stand-ins for the D1 and R2 bindings in the Node memory harness (docs/decisions/210). They are not
 * storage: they cost what the real bindings cost inside a Worker's isolate and keep nothing. workerd's
 * D1 binding JSON-stringifies a whole batch (`[{ sql, params }]`) and sends it as one request body;
 * R2's put copies the bytes it is given into the request. Behaviour is tested against the real ones
 * in the workers pool (tests/worker/).
 */

interface BoundStatement {
  readonly sql: string;
  readonly params: unknown[];
}

const EMPTY_RESULT = { success: true, results: [], meta: { changes: 0, last_row_id: 0, duration: 0 } };

/** What crossed from the isolate to D1, in bytes (the largest single request body). */
export const d1Traffic = { largestRequestBytes: 0 };

function send(body: unknown): void {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  d1Traffic.largestRequestBytes = Math.max(d1Traffic.largestRequestBytes, bytes.byteLength);
}

function statement(sql: string, params: unknown[] = []): BoundStatement & Record<string, unknown> {
  const answer =
    <T>(value: T) =>
    async (): Promise<T> => {
      send({ sql, params });
      return value;
    };
  return {
    sql,
    params,
    bind: (...values: unknown[]) => statement(sql, values),
    all: answer(EMPTY_RESULT),
    run: answer(EMPTY_RESULT),
    raw: answer([]),
    first: answer(null),
  };
}

/** A D1Database whose every read finds nothing and whose writes are serialised, then dropped. */
export function createD1StandIn(): D1Database {
  return {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: BoundStatement[]) => {
      send(statements.map(({ sql, params }) => ({ sql, params })));
      return statements.map(() => EMPTY_RESULT);
    },
    exec: async () => ({ count: 0, duration: 0 }),
  } as unknown as D1Database;
}

/** An R2Bucket whose put copies the bytes (as the binding does) and keeps nothing. */
export function createR2StandIn(): R2Bucket {
  return {
    put: async (_key: string, value: unknown) => {
      if (value instanceof Uint8Array) value.slice();
      else if (typeof value === "string") new TextEncoder().encode(value);
      return null;
    },
    delete: async () => undefined,
    get: async () => null,
  } as unknown as R2Bucket;
}
