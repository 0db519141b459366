import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SurveyApp } from "./app/survey-app";

/** Entry of the public survey pages (survey.html, decision 157); everything else is main.tsx. */
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SurveyApp />
    </StrictMode>,
  );
}
