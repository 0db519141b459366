/**
 * Path parameters are typed in the route patterns (`:id{[0-9]+}`, decision 190), so a malformed
 * one matches no route and mount order never decides which route answers. A malformed id is still
 * bad input, not a missing endpoint: `badPathParameter` names the parameter when the path would
 * match a route of that method with its parameters relaxed, and the API answers 400 with it.
 */

interface RouteShape {
  method: string;
  path: string;
}

type Segment = { literal: string } | { param: string; pattern: RegExp | null };

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(?:\{(.*)\})?$/;

/** The paths a route answers: an optional last parameter (`/:flag?`) stands for two. */
function variantsOf(path: string): string[] {
  if (!path.endsWith("?")) return [path];
  return [path.slice(0, -1), path.slice(0, path.lastIndexOf("/"))];
}

function segmentsOf(path: string): Segment[] | null {
  if (path.includes("*") || path.includes("?")) return null;
  return path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const m = PARAM.exec(part);
      if (!m) return { literal: part };
      return { param: m[1] as string, pattern: m[2] ? new RegExp(`^(?:${m[2]})$`) : null };
    });
}

const described = (param: string, pattern: RegExp) =>
  pattern.source === "^(?:[0-9]+)$" ? `${param}: a whole number` : `${param}: not one of the accepted values`;

/** A path segment as typed; a malformed escape ("%", "%E0%A4%A") is kept as it came. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Builds the check once for the mounted routes; it answers the error text or null. */
export function pathParameterCheck(routes: readonly RouteShape[]) {
  const shapes = routes.flatMap((r) =>
    variantsOf(r.path).flatMap((path) => {
      const segments = segmentsOf(path);
      return segments ? [{ method: r.method, segments }] : [];
    }),
  );
  return (method: string, path: string): string | null => {
    const parts = path.split("/").filter(Boolean).map(decoded);
    for (const { method: m, segments } of shapes) {
      if ((m !== method && m !== "ALL") || segments.length !== parts.length) continue;
      let bad: string | null = null;
      const fits = segments.every((segment, i) => {
        const part = parts[i] as string;
        if ("literal" in segment) return segment.literal === part;
        if (segment.pattern && !segment.pattern.test(part)) bad ??= described(segment.param, segment.pattern);
        return true;
      });
      if (fits && bad) return bad;
    }
    return null;
  };
}
