import type { ReactNode } from "react";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import "./portal.css";

/** A portal page: breadcrumb (product §2.10 names where 'Home' leads), heading, content. */
export function PortalPage({ title, home, children }: { title: string; home: string; children: ReactNode }) {
  return (
    <div className="portal-page">
      <Breadcrumb items={[{ label: "Home", to: home }, { label: title }]} />
      <section className="card portal-card" aria-labelledby="portal-title">
        <h1 id="portal-title" className="card-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
