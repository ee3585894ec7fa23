import { Outlet } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Breadcrumb } from "./breadcrumb";
import { DocumentMetaUpdater } from "./document-meta";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/** Header (with the breadcrumb row), page content offset by the header height, footer. */
export function AppShell(): ReactElement {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <DocumentMetaUpdater />
      <Header />
      <div className="fixed inset-x-0 top-16 z-30 border-b border-gray-200 bg-white/95 dark:border-gray-800 dark:bg-gray-900/95">
        <Breadcrumb />
      </div>
      <main id="main" className="flex-1 pt-[var(--header-height)]">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
