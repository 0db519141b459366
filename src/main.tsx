import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/app-router";
import { ToastHost } from "./lib/toast";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
      <ToastHost />
    </StrictMode>,
  );
}
