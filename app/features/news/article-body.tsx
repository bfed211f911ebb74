import { clsx } from "clsx";

/**
 * An article's stored HTML. It was sanitized on the server when saved (docs/decisions/046), so
 * it is safe to insert as it is; the styles give its plain tags the site's typography.
 */
export function ArticleBody({
  html,
  lang,
  className,
}: {
  html: string;
  lang?: string;
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={clsx(
        "text-lg leading-relaxed",
        "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-snow",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-snow",
        "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-snow",
        "[&_p]:my-4 [&_strong]:text-snow",
        "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
        "[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_a]:font-semibold [&_a]:text-aurora [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-aurora-strong",
        "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-aurora [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
        "[&_code]:rounded [&_code]:bg-ink-raised [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
        "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-raised [&_pre]:p-4",
        "[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2",
        "[&_hr]:my-10 [&_hr]:border-line",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
