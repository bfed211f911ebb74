import { Seo } from "~/seo/seo";

/** Back-office pages: a title, and never indexed (the layout sends X-Robots-Tag as well). */
export function AdminSeo({ title, description }: { title: string; description: string }) {
  return <Seo title={title} description={description} noindex />;
}
