import { Outlet } from "@tanstack/react-router";
import type { ReactElement, ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb";
import { DocumentMetaUpdater } from "./document-meta";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/**
 * Header (with the breadcrumb row), page content offset by the header height, footer. The content is
 * the matched page, or what the shell shows while the first match is still pending.
 */
export function AppShell({ children }: { children?: ReactNode }): ReactElement {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <DocumentMetaUpdater />
      <Header />
      <div className="fixed inset-x-0 top-16 z-30 border-b border-gray-200 bg-white/95 dark:border-gray-800 dark:bg-gray-900/95">
        <Breadcrumb />
      </div>
      <main id="main" className="flex-1 pt-[var(--header-height)]">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
