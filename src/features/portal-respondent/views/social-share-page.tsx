import { PortalPage } from "../components/portal-page";
import { SHARE_MESSAGE, shareLinks } from "../model/share-links";

/** Share With Friends (product §2.10): six share buttons with a preset message and the site URL. */
export default function SocialSharePage() {
  const url = `${window.location.origin}/signup`;
  const links = shareLinks(SHARE_MESSAGE, url);
  return (
    <PortalPage title="Share With Friends" home="/reshome">
      <p>Invite your friends to join our panel. This is the message they will see:</p>
      <p className="share-message">
        {SHARE_MESSAGE} {url}
      </p>
      <div className="share-buttons">
        {links.map((l) => (
          <a
            key={l.id}
            className={`share-button share-${l.id}`}
            href={l.href}
            target={l.href.startsWith("http") ? "_blank" : undefined}
            rel="noopener noreferrer"
            aria-label={`Share on ${l.label}`}
          >
            {l.label}
          </a>
        ))}
      </div>
    </PortalPage>
  );
}
