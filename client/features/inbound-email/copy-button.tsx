import { type ReactElement, useState } from "react";

/** Copies `text` to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }): ReactElement {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const onClick = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2500);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:hover:bg-gray-800"
      >
        {state === "copied" ? "Copied" : label}
      </button>
      <span role="status" className="sr-only">
        {state === "copied"
          ? "Address copied to the clipboard"
          : state === "failed"
            ? "Copying failed; select the address and copy it"
            : ""}
      </span>
    </>
  );
}
