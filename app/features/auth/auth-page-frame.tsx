/** The centred frame of the account pages: eyebrow, the page's <h1>, a lead, then the card. */
export function AuthPageFrame({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_at_top,rgb(94_234_212/0.16),transparent_65%)]"
      />
      <div className="container-page py-16 sm:py-24">
        <div className="mx-auto max-w-md">
          <div className="mb-8 text-center">
            {eyebrow && (
              <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
                {eyebrow}
              </p>
            )}
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
            <p className="mt-4 text-lg leading-relaxed text-mist">{lead}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
