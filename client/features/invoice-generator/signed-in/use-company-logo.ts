import { useEffect, useState } from "react";
import type { CompanyDetailsRecord } from "../../../../core/company/company-details";
import { detectLogo } from "../../../../core/invoice/pdf/logo";
import type { PdfLogo } from "../../../../core/invoice/pdf/render-invoice-pdf";
import { companyLogoUrl } from "../../account/account-api";

/** The company logo for the preview (the server embeds the same stored file when it issues). */
export function useCompanyLogo(details: CompanyDetailsRecord | null): PdfLogo | null {
  const [logo, setLogo] = useState<PdfLogo | null>(null);
  const version = details?.logo?.version ?? null;
  useEffect(() => {
    setLogo(null);
    if (!version) return;
    const controller = new AbortController();
    fetch(companyLogoUrl(version), { credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const detected = detectLogo(new Uint8Array(await response.arrayBuffer()));
        if (detected.ok && !controller.signal.aborted) setLogo(detected.value);
      })
      .catch(() => {
        // No logo in the preview; the invoice itself is unaffected.
      });
    return () => controller.abort();
  }, [version]);
  return logo;
}
