// `npm run dev`: the API server (reloading on change) plus Vite with its /api proxy.
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--import", "tsx", "--watch", "server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.API_PORT ?? "8080" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
