export interface Step {
  title: string;
  description: string;
}

/** Numbered steps as a real ordered list, so the order is announced too. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 rounded-card border border-line bg-white p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
