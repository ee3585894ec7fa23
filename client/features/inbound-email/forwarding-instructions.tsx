import type { ReactElement } from "react";

/** Short how-tos for an automatic forwarding rule in Gmail and in Outlook. */
export function ForwardingInstructions(): ReactElement {
  return (
    <div className="grid gap-4 text-sm text-gray-700 sm:grid-cols-2 dark:text-gray-300">
      <section aria-label="Gmail" className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">Gmail</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            Settings (gear) → <strong>See all settings</strong> → <strong>Forwarding and POP/IMAP</strong> →{" "}
            <strong>Add a forwarding address</strong>, and paste your address.
          </li>
          <li>
            Gmail sends a confirmation code to it. It shows up below under <strong>Refused messages</strong>:
            the code is in the subject. Enter it in Gmail.
          </li>
          <li>
            To forward only invoices: search for <code>has:attachment (factuur OR invoice)</code>, open the
            search options → <strong>Create filter</strong> → <strong>Forward it to</strong> your address.
          </li>
        </ol>
      </section>
      <section aria-label="Outlook" className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">Outlook</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            Settings → <strong>Mail</strong> → <strong>Rules</strong> → <strong>Add new rule</strong>.
          </li>
          <li>
            Condition: <strong>Has attachment</strong> (and, if you like, subject includes “factuur” or
            “invoice”).
          </li>
          <li>
            Action: <strong>Forward to</strong> your address, then <strong>Save</strong>.
          </li>
          <li>
            Work accounts may block forwarding outside the company; ask your administrator, or forward
            invoices by hand.
          </li>
        </ol>
      </section>
    </div>
  );
}
