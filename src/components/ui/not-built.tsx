import type { ComponentType } from "react";

/** The plain panel shown by every page a later issue builds (still inside its layout, still guarded). */
export function NotBuilt({ title }: { title: string }) {
  return (
    <section className="card not-built" aria-labelledby="not-built-title">
      <h1 id="not-built-title" className="card-title">
        {title}
      </h1>
      <p>This page is not built yet.</p>
    </section>
  );
}

/** A routed page component showing NotBuilt with a fixed title. */
export function notBuiltPage(title: string): ComponentType<{ params: Record<string, string | undefined> }> {
  const Page = () => <NotBuilt title={title} />;
  Page.displayName = `NotBuilt(${title})`;
  return Page;
}
