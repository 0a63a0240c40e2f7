import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NEW_TAB, NewTabHint } from "~/components/ui/action-link";
import { clinic, fullAddress } from "~/content/clinic";

/**
 * The embedded map on /contact (spec section 7), quarantined here
 * (ARCHITECTURE.md convention 8). The prerendered HTML holds only a
 * placeholder with a directions link; the third-party frame is added when it
 * scrolls near the viewport, so no request leaves for the map host on load
 * unless the visitor can see it.
 */
export function MapFrame() {
  const holder = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={holder}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-card border border-line bg-brand-50 md:aspect-[16/10]"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
        <MapPin aria-hidden="true" className="size-8 text-brand-700" />
        <p className="font-medium">{fullAddress}</p>
        <a
          href={clinic.urls.mapDirections}
          {...NEW_TAB}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Open in Google Maps
          <NewTabHint />
        </a>
      </div>
      {show && (
        <iframe
          src={clinic.urls.mapEmbed}
          title={`Map showing ${clinic.name} at ${fullAddress}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
          allowFullScreen
        />
      )}
    </div>
  );
}
