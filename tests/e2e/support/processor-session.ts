import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { createSignedInUser } from "./accounts";

/** A new verified, signed-in account on the processor, where sign-in lands (docs/decisions/012). */
export async function signInNewUser(page: Page, label: string): Promise<string> {
  const email = await createSignedInUser(page, label, "Processor Tester");
  await page.goto("/invoice_processor/pdf");
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
  return email;
}
