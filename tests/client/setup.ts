import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// vitest.config.ts names this file; it unmounts what each component test rendered.
afterEach(() => cleanup());
