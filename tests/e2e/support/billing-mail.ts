import type { Page } from "@playwright/test";

/** Subjects of the dev outbox's messages to `to`. */
export async function readMailedSubjects(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { subject: string }[] };
  return body.messages.map((message) => message.subject);
}
