/** Where the permission guard sends a user without the route's right (product §6). */
export default function AccessDeniedPage({ params }: { params: Record<string, string | undefined> }) {
  const code = params.securitydata;
  return (
    <section className="card error-page" aria-labelledby="denied-title">
      <h1 id="denied-title" className="card-title">
        Access Denied
      </h1>
      <p>You do not have permission to open this page. Please contact your system administrator.</p>
      {code ? (
        <p>
          Required permission: <code data-testid="denied-code">{code}</code>
        </p>
      ) : null}
    </section>
  );
}
