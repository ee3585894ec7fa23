/** Saves bytes as a file through a temporary blob: URL and a download link. */
export function downloadBytes(bytes: Uint8Array | string, filename: string, type: string): void {
  const blob = new Blob([typeof bytes === "string" ? bytes : bytes.slice()], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
