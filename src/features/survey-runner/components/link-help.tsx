/**
 * The way forward under a link that does not open (walkthrough minor 7): the newest invitation,
 * the member portal, or the research team.
 */
export function LinkHelp({ supportEmail }: { supportEmail?: string | null | undefined }) {
  return (
    <p className="survey-link-help">
      Please open the link in the most recent e-mail or SMS we sent you, or{" "}
      <a href="/signin">sign in to the member portal</a> to see your surveys and sessions.
      {supportEmail ? (
        <>
          {" "}
          Still stuck? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </>
      ) : null}
    </p>
  );
}
