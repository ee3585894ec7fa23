import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { useToast } from "../../components/ui/toast";

/** Copies `text` to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }): ReactElement {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const notify = useToast();
  const onClick = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      notify(m.inbound_copied_toast());
    } catch {
      setState("failed");
      notify(m.inbound_copy_failed(), "error");
    }
    window.setTimeout(() => setState("idle"), 2500);
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:hover:bg-gray-800"
    >
      {state === "copied" ? m.inbound_copied() : label}
    </button>
  );
}
