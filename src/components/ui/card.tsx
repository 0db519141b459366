import type { ReactNode } from "react";

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ""}`} aria-label={title}>
      {title ? <h1 className="card-title">{title}</h1> : null}
      {children}
    </section>
  );
}
