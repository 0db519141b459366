import type { ReactNode } from "react";

export interface AlertProps {
  tone?: "error" | "success" | "info" | "warning";
  title?: string;
  children?: ReactNode;
}

/** An inline message box; errors are announced at once (role="alert"). */
export function Alert({ tone = "info", title, children }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {title ? <strong className="alert-title">{title}</strong> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
