// `npm start`: serve the production build, rebuilding first if app/ changed.
import { buildIfStale } from "./build-if-stale.mjs";
import { serveFromEnv } from "./serve.mjs";

buildIfStale();
await serveFromEnv();
