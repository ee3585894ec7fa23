import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

/** Short how-tos for an automatic forwarding rule in Gmail and in Outlook (their menus in the page language). */
export function ForwardingInstructions(): ReactElement {
  return (
    <div className="grid gap-4 text-sm text-gray-700 sm:grid-cols-2 dark:text-gray-300">
      <section
        aria-label={m.inbound_gmail()}
        className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
      >
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">{m.inbound_gmail()}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            {m.inbound_gmail_settings()} <strong>{m.inbound_gmail_see_all()}</strong> →{" "}
            <strong>{m.inbound_gmail_forwarding()}</strong> →{" "}
            <strong>{m.inbound_gmail_add_forwarding()}</strong>
            {m.inbound_gmail_step1_end()}
          </li>
          <li>
            {m.inbound_gmail_step2()} <strong>{m.inbound_refused()}</strong>
            {m.inbound_gmail_step2_end()}
          </li>
          <li>
            {m.inbound_gmail_step3()} <code>{m.inbound_gmail_query()}</code>
            {m.inbound_gmail_step3_options()} <strong>{m.inbound_gmail_create_filter()}</strong> →{" "}
            <strong>{m.inbound_gmail_forward_to()}</strong> {m.inbound_your_address_end()}
          </li>
        </ol>
      </section>
      <section
        aria-label={m.inbound_outlook()}
        className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
      >
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">{m.inbound_outlook()}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            {m.inbound_outlook_settings()} <strong>{m.inbound_outlook_mail()}</strong> →{" "}
            <strong>{m.inbound_outlook_rules()}</strong> → <strong>{m.inbound_outlook_add_rule()}</strong>.
          </li>
          <li>
            {m.inbound_outlook_condition()} <strong>{m.inbound_outlook_has_attachment()}</strong>{" "}
            {m.inbound_outlook_condition_end()}
          </li>
          <li>
            {m.inbound_outlook_action()} <strong>{m.inbound_outlook_forward_to()}</strong>{" "}
            {m.inbound_outlook_action_end()} <strong>{m.inbound_outlook_save()}</strong>.
          </li>
          <li>{m.inbound_outlook_work()}</li>
        </ol>
      </section>
    </div>
  );
}
