import { Link } from "wouter";

/** Product §2.10 'Not found'. */
export default function NotFoundPage() {
  return (
    <section className="card error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="card-title">
        Page not found
      </h1>
      <p>Sorry the page you were looking for could not be found</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </section>
  );
}
