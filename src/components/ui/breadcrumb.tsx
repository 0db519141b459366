import { Link } from "wouter";

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail (e.g. 'Home' → /reshome on the respondent pages). The last crumb is the page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}|${c.to ?? ""}`}>
            {c.to && i < items.length - 1 ? (
              <Link href={c.to}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
