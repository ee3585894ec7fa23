import type { Plugin } from "vite";

/** Writes a generated file next to the client build output (only for the client environment). */
export function emitFile(fileName: string, source: string): Plugin {
  return {
    name: `emit-${fileName}`,
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}
