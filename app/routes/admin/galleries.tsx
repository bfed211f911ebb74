import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { galleriesForAdmin } from "~/features/galleries/admin/galleries-api.server";
import { galleriesListAction } from "~/features/galleries/admin/galleries-page.server";
import { NewGalleryForm } from "~/features/galleries/admin/gallery-forms";
import { GalleryList } from "~/features/galleries/admin/gallery-list";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/galleries";

export async function loader() {
  return { galleries: await galleriesForAdmin() };
}

export function action({ request, context }: Route.ActionArgs) {
  return galleriesListAction(request, pageLanguage(request), context.get(adminContext));
}

export default function AdminGalleriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("galleriesAdmin");
  return (
    <>
      <AdminSeo title={t("list.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("list.title")} intro={t("list.intro")} />
      <p className="mb-8">
        <a href="#new-gallery" className="font-semibold text-aurora hover:text-aurora-strong">
          {t("create.title")} ↓
        </a>
      </p>
      <GalleryList galleries={loaderData.galleries} />
      <section id="new-gallery" aria-labelledby="new-gallery-heading" className="scroll-mt-24">
        <h2 id="new-gallery-heading" className="text-2xl font-bold">
          {t("create.title")}
        </h2>
        <p className="mt-2 mb-6 max-w-3xl">{t("create.intro")}</p>
        <NewGalleryForm />
      </section>
    </>
  );
}
