import { Spinner } from "../components/ui/spinner";

/** What a page shows while its chunk loads (public and signed-in pages alike). */
export const pageFallback = (
  <div className="page-loading">
    <Spinner />
  </div>
);

/** The signed-in frame's chunk: the guarded route renders it, the app router may ask for it early. */
export const loadSignedInFrame = () => import("./signed-in-frame");
