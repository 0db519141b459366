/** Shown by the reset pages when the role in the path is not one of the three. */
export function NotFoundPanel() {
  return (
    <section className="card" aria-labelledby="nf-title">
      <h1 id="nf-title" className="card-title">
        Page not found
      </h1>
      <p>Sorry the page you were looking for could not be found</p>
    </section>
  );
}
