import { createDatabase } from "../db/client";
import { type AppBindings, readPeppolConfig } from "../env";
import { createHttpPeppolProvider } from "./http-provider";
import { findRegistration } from "./registration-store";

/**
 * Before an account is deleted: give its Peppol id back at the access point, so the company's
 * invoices stop arriving here and the id can be registered elsewhere. A failure throws and the
 * deletion does not start (the user can retry), as with the Mollie subscription.
 */
export async function releasePeppolIdBeforeDeletion(env: AppBindings, userId: string): Promise<void> {
  const config = readPeppolConfig(env);
  if (!config) return;
  const registration = await findRegistration(createDatabase(env.DB), userId);
  if (!registration || registration.status === "failed") return;
  await createHttpPeppolProvider(config).unregisterParticipant(registration.participantId);
}
