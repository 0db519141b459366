import type { ReactNode } from "react";
import { Link } from "wouter";
import { Footer, RequestIndicators, useContentOffset, useNavRef } from "./chrome";
import { Logo } from "./logo";

/** Public pages: logo (and a Login link on some pages), no menus (product §2.9). */
export function PublicLayout({ loginLink, children }: { loginLink?: boolean; children: ReactNode }) {
  const nav = useNavRef();
  const offset = useContentOffset(nav);
  return (
    <div className="layout layout-public">
      <RequestIndicators />
      <header ref={nav} className="app-header">
        <Logo href="/signin" />
        {loginLink ? (
          <Link href="/signin" className="header-link">
            Login
          </Link>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="app-main app-main-public" style={{ marginTop: offset }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
