import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/app-router";
import { offerReloadOnNewVersion } from "./app/new-version";
import { ToastHost } from "./lib/toast";

offerReloadOnNewVersion();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
      <ToastHost />
    </StrictMode>,
  );
}
