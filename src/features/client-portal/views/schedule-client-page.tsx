import "./schedule-client-page.css";
import type { ReactNode } from "react";
import { Breadcrumb } from "../../../components/ui/breadcrumb";

/** A client portal page of this area: breadcrumb to Home, heading, content (fits 375 px). */
export function ClientPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="client-page">
      <Breadcrumb items={[{ label: "Home", to: "/clihome" }, { label: title }]} />
      <section className="card client-card" aria-labelledby="client-page-title">
        <h1 id="client-page-title" className="card-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
