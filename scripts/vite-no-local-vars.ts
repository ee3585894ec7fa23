import type { Plugin } from "vite";

/** `.dev.vars`, `.dev.vars.<env>`, `.env`, `.env.<env>`: local variables files, possibly with secrets. */
const LOCAL_VARS_FILE = /(^|\/)\.(dev\.vars|env)(\.[^/]*)?$/;

/**
 * Keeps local variables files out of the build (issue 27 item 7). The Cloudflare plugin writes the
 * local .dev.vars next to the built Worker for `vite preview`; with a local Mollie or Google secret
 * in it, that put a secret into dist/. `npm run preview` passes .dev.vars to wrangler instead
 * (docs/decisions/209). Must come after cloudflare() in the plugin list.
 */
export function leaveLocalVarsOut(): Plugin {
  return {
    name: "leave-local-vars-out",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (LOCAL_VARS_FILE.test(fileName)) delete bundle[fileName];
      }
    },
  };
}
