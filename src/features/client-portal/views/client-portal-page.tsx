import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "../../../components/ui/breadcrumb";
import "./client-portal.css";

/** A client portal page: breadcrumb from Home (/clihome), the heading, the content. */
export function ClientPortalPage({
  title,
  trail = [],
  home = false,
  children,
}: {
  title: string;
  /** Crumbs between Home and this page (Jobs on a job's page). */
  trail?: Crumb[];
  /** Home itself: no breadcrumb back to it. */
  home?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="cp-page">
      {home ? null : <Breadcrumb items={[{ label: "Home", to: "/clihome" }, ...trail, { label: title }]} />}
      <section className="card cp-card" aria-labelledby="cp-title">
        <h1 id="cp-title" className="card-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
