import type { Config } from "@react-router/dev/config";

/**
 * Static site: no server rendering at request time, every route in
 * app/routes.ts prerendered to HTML at build time (decision 5).
 * `getStaticPaths()` lists every literal path of the route table, so a page
 * cannot exist without being prerendered. "/404" renders the "*" route; the
 * production server answers unknown paths with that file and status 404.
 */
export default {
  ssr: false,
  // Opt in to React Router v8's behaviour now: the site uses none of the
  // request or data APIs these change, and the build output stays quiet.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
