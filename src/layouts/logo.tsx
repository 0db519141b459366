import { Link } from "wouter";
import { useConfigFlag, useSiteTitle } from "../lib/server-config";

/** The logo; only its title and alt text change under the research-company flavour (product §1). */
export function Logo({ href = "/" }: { href?: string }) {
  const research = useConfigFlag("IsFarronResearch");
  const site = useSiteTitle();
  const label = research ? `${site} - market research` : site;
  return (
    <Link href={href} className="logo" aria-label={`${label} home`}>
      <img src="/logo.svg" alt={label} title={label} width={32} height={32} />
      <span className="logo-text">{site}</span>
    </Link>
  );
}
