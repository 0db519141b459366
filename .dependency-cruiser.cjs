/**
 * The import boundaries of ARCHITECTURE.md, enforced on every `npm test` (npm run lint).
 * Each rule names the sentence of ARCHITECTURE.md it enforces.
 */
const plumbing = (pkgs) => `^node_modules/(${pkgs.join("|")})(/|$)`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-not-to-browser",
      comment: "server/ never imports src/ or commands/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(src|commands)/" },
    },
    {
      name: "browser-only-server-contracts",
      comment: "src/ and commands/ import from server/ only server/contracts/*.",
      severity: "error",
      from: { path: "^(src|commands)/" },
      to: { path: "^server/", pathNot: "^server/contracts/" },
    },
    {
      name: "contracts-are-zod-only",
      comment: "server/contracts is zod only: it may import nothing else of server/.",
      severity: "error",
      from: { path: "^server/contracts/" },
      to: { path: "^server/", pathNot: "^server/contracts/" },
    },
    {
      name: "shell-contracts-without-zod",
      comment:
        "Browser code takes right codes, tracker texts and search limits from the zod-free modules (rights-codes, tracking-constants, search-constants): the staff shell imports them, and zod would ride along (decision 080).",
      severity: "error",
      // Tests may compare the shell's guards with the zod contracts (src/lib/shell-guards.test.ts).
      from: { path: "^(src|commands)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^server/contracts/(rights|tracking|search)\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-not-to-db",
      comment: "Routes never import server/db: a route parses, guards, calls a service and answers.",
      severity: "error",
      from: { path: "^server/routes/" },
      to: { path: "^server/db/" },
    },
    {
      name: "feature-not-to-other-feature",
      comment: "features/a never imports features/b.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: "^src/features/$1/" },
    },
    {
      name: "feature-not-to-composition-root",
      comment:
        "Features are composed in app/ (routes) and registered into workspace/: they never import app/ or layouts/, except the zod-free route patterns, whose href() builds every app path.",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/(app|layouts)/", pathNot: "^src/app/routes/route-patterns\\.ts$" },
    },
    {
      name: "workspace-domain-free",
      comment: "workspace/ never imports a feature (nor commands).",
      severity: "error",
      from: { path: "^src/workspace/" },
      to: { path: "^(src/features|commands)/" },
    },
    {
      name: "commands-not-to-feature-ui",
      comment:
        "commands/ may use feature api/ modules and workspace actions, never feature components nor the composition root; the one exception is the zod-free route-pattern module that scopes name (decision 111).",
      severity: "error",
      from: { path: "^commands/" },
      to: {
        path: "^src/(features/[^/]+/(views|components)|layouts|app)/",
        pathNot: "^src/app/routes/route-patterns\\.ts$",
      },
    },
    {
      name: "plumbing-only-in-lib",
      comment: "ky, hotkeys-js, sonner, tiptap, xlsx, js-cookie, jotai are imported only in src/lib/.",
      severity: "error",
      from: { path: "^(src|commands)/", pathNot: "^src/lib/|\\.test\\.tsx?$" },
      to: {
        path: plumbing(["ky", "hotkeys-js", "sonner", "@tiptap", "xlsx", "js-cookie", "jwt-decode", "jotai"]),
      },
    },
    {
      name: "cmdk-only-in-lib-or-command",
      comment: "cmdk is imported only in src/lib/ and src/components/command/.",
      severity: "error",
      from: { pathNot: "^src/(lib|components/command)/" },
      to: { path: plumbing(["cmdk"]) },
    },
    {
      name: "db-drivers-only-in-server-db",
      comment: "Only server/db/ imports drizzle, PGlite or pg.",
      severity: "error",
      from: { pathNot: "^(server/db/|drizzle\\.config\\.ts$|scripts/)" },
      to: { path: plumbing(["drizzle-orm", "@electric-sql/pglite", "pg", "drizzle-kit"]) },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|data|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
