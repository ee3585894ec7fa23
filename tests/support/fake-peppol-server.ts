import { FakePeppolAccessPoint, type FakePeppolOptions } from "./fake-peppol-access-point";
import { serveFetchHandler } from "./serve-fetch-handler";

export interface RunningFakePeppol {
  readonly accessPoint: FakePeppolAccessPoint;
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves a fake access point on 127.0.0.1:`port` (0: any free port); the app's PEPPOL_API_BASE is `origin`. */
export async function startFakePeppolAccessPoint(
  port: number,
  options: FakePeppolOptions,
): Promise<RunningFakePeppol> {
  const accessPoint = new FakePeppolAccessPoint(options);
  const server = await serveFetchHandler(port, (request) => accessPoint.handle(request));
  return { accessPoint, ...server };
}
