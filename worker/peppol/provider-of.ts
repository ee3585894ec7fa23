import { type AppBindings, readPeppolConfig } from "../env";
import { ApiError } from "../http-error";
import { createHttpPeppolProvider } from "./http-provider";
import { type PeppolProvider, PeppolProviderError } from "./provider";

/** The configured access point, or 503 `peppol_not_configured` when this server has none. */
export function requirePeppolProvider(env: AppBindings): PeppolProvider {
  const config = readPeppolConfig(env);
  if (!config) throw new ApiError(503, "peppol_not_configured", "Peppol is not set up on this server.");
  return createHttpPeppolProvider(config);
}

export const PEPPOL_UNREACHABLE = "Peppol is not reachable right now; try again in a few minutes.";

/** The API's answer to a provider failure that is nobody's fault but the network's. */
export function toPeppolApiError(error: unknown): unknown {
  if (error instanceof PeppolProviderError && error.kind === "unavailable") {
    console.warn("Peppol access point unavailable", { reason: error.message });
    return new ApiError(503, "peppol_unavailable", PEPPOL_UNREACHABLE);
  }
  return error;
}
