import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { Seo } from "~/seo/seo";
import type { LegalBlock, LegalDocument } from "./legal-document";

/** A terms-of-sale or privacy-policy page as its loader wrote it (docs/decisions/096). */
export function LegalPageView({ document }: { document: LegalDocument }) {
  return (
    <>
      <Seo
        title={document.meta.title}
        description={document.meta.description}
        keywords={document.meta.keywords}
        breadcrumbs={[]}
      />
      <PageHero title={document.meta.title} lead={document.lead} />
      <div className="legal-page container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-labelledby="legal-contents"
          className="lg:sticky lg:top-24 lg:self-start print:hidden"
        >
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wider uppercase">
            {document.contentsLabel}
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-0.5 hover:text-aurora">
                  {section.heading}
                </a>
              </li>
            ))}
            {document.additions && (
              <li>
                <a href="#tillagg" className="inline-block py-0.5 hover:text-aurora">
                  {document.additions.heading}
                </a>
              </li>
            )}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12 leading-relaxed">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 space-y-4"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-snow">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          {document.additions && (
            <section
              id="tillagg"
              aria-labelledby="tillagg-heading"
              className="scroll-mt-24 space-y-4"
            >
              <h2 id="tillagg-heading" className="text-2xl font-bold text-snow">
                {document.additions.heading}
              </h2>
              <div lang={document.additions.lang} className="space-y-4">
                {document.additions.paragraphs.map((paragraph, index) => (
                  // The owner's line breaks inside a paragraph are kept (whitespace-pre-line).
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "text":
      return <p>{block.text}</p>;
    case "link":
      return (
        <p>
          {block.text && <>{block.text} </>}
          {block.link.external ? (
            <a
              href={block.link.href}
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-aurora underline"
            >
              {block.link.label}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          ) : block.link.href.startsWith("#") ? (
            // A place on this page (the model withdrawal form): a plain anchor, no navigation.
            <a href={block.link.href} className="font-semibold text-aurora underline">
              {block.link.label}
            </a>
          ) : (
            <Link to={block.link.href} className="font-semibold text-aurora underline">
              {block.link.label}
            </Link>
          )}
          {block.after}
        </p>
      );
    case "form":
      // Text to copy into an e-mail or print, one field a line: nothing to fill in on the page.
      return (
        <div className="legal-form space-y-4 rounded-2xl border border-line bg-ink-soft p-5">
          <p className="italic">{block.instruction}</p>
          <ul className="space-y-3">
            {[block.addressee, ...block.lines].map((line) => (
              <li key={line} className="border-b border-dashed border-line pb-3 text-snow">
                {line}
              </li>
            ))}
          </ul>
          <p className="text-sm">{block.note}</p>
        </div>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-ink-soft p-5 sm:grid-cols-[auto_1fr]">
          {block.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-snow">{row.label}</dt>
              <dd>
                {row.href ? (
                  <a href={row.href} className="underline">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-ink-soft text-snow">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="p-3 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index} className="border-t border-line">
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th
                        key={column}
                        scope="row"
                        className="p-3 font-mono text-xs font-normal break-all"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={column} className="p-3">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
