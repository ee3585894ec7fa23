import { act, fireEvent, render, screen } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useConfirm } from "../../client/components/ui/confirm-dialog";
import { ToastProvider, useToast } from "../../client/components/ui/toast";
import { CopyButton } from "../../client/features/inbound-email/copy-button";

function DeleteThing(): ReactElement {
  const { confirm, dialog } = useConfirm();
  const notify = useToast();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const confirmed = await confirm({
            title: "Delete 2 invoices?",
            message: "This cannot be undone.",
            confirmLabel: "Delete 2 invoices",
          });
          setAnswer(String(confirmed));
          if (confirmed) notify("Deleted 2 invoices.");
        }}
      >
        Delete
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe("confirm dialog and toast (issue 14 item 17)", () => {
  it("asks before deleting: focus on Cancel, Escape answers no, focus goes back", async () => {
    render(
      <ToastProvider>
        <DeleteThing />
      </ToastProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Delete" });
    trigger.focus();
    await act(async () => {
      fireEvent.click(trigger);
    });
    const dialog = screen.getByRole("alertdialog", { name: "Delete 2 invoices?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("log", { name: "Notifications" }).textContent).toBe("");
    expect(document.activeElement).toBe(trigger);
    expect(document.querySelector("output")?.textContent).toBe("false");
  });

  it("acts only on the confirm button, then says what it did", async () => {
    render(
      <ToastProvider>
        <DeleteThing />
      </ToastProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete 2 invoices" }));
    });
    expect(document.querySelector("output")?.textContent).toBe("true");
    expect(screen.getByRole("log", { name: "Notifications" }).textContent).toBe("Deleted 2 invoices.");
  });

  it("copying to the clipboard is confirmed in the live region", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      <ToastProvider>
        <CopyButton text="inbox-abc@in.factuurkit.nl" label="Copy address" />
      </ToastProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    });
    expect(writeText).toHaveBeenCalledWith("inbox-abc@in.factuurkit.nl");
    expect(screen.getByRole("log", { name: "Notifications" }).textContent).toBe(
      "Address copied to the clipboard.",
    );
  });
});
