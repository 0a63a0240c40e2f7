/** Questions and answers, all visible so they read without JavaScript. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <div key={item.question} className="p-6">
          <h3 className="text-lg font-semibold">{item.question}</h3>
          <p className="mt-2 leading-relaxed text-muted">{item.answer}</p>
        </div>
      ))}
    </div>
  );
}
