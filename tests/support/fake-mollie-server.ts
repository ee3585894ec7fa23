import { FakeMollie, type FakeMollieOptions } from "./fake-mollie";
import { serveFetchHandler } from "./serve-fetch-handler";

export interface RunningFakeMollie {
  readonly mollie: FakeMollie;
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves a FakeMollie on 127.0.0.1:`port` (Playwright; the Worker reaches it as MOLLIE_API_BASE). */
export async function startFakeMollieServer(
  port: number,
  options: Omit<FakeMollieOptions, "publicOrigin">,
): Promise<RunningFakeMollie> {
  const mollie = new FakeMollie({ ...options, publicOrigin: `http://127.0.0.1:${port}` });
  const server = await serveFetchHandler(port, (request) => mollie.handle(request));
  return { mollie, ...server };
}
