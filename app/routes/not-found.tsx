import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Page not found",
    description: "The page you were looking for doesn't exist. Return to the home page.",
    path: "/404",
  }).filter((tag) => !("rel" in tag)),
  { name: "robots", content: "noindex" },
];

/** Every unknown path (spec "Not-found page", decision 4: the server answers 404). */
export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="text-7xl font-bold text-brand-700 md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        The page you&rsquo;re looking for may have moved or no longer exists.
      </p>
      <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
