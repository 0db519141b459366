import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP for audit and rate limits. X-Forwarded-For is trusted only when TRUST_PROXY=1
 * (behind a load balancer); otherwise a client could pick its own IP and dodge the limits.
 */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
