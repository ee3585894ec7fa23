import type { Page } from "@playwright/test";
import { registerAndVerify, signInWithEmail, uniqueEmail } from "../auth-helpers";
import { expect } from "../fixtures";

/** A new verified account, signed in through the UI; lands on the processor (docs/decisions/012). */
export async function signInNewUser(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerAndVerify(page, email, "Processor Tester");
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
  return email;
}
