import { Aperture, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { socialNetworks } from "~/content/business";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  YoutubeIcon,
} from "~/components/ui/social-icons";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { footerLinks, legalLinks, navLinks } from "./nav-links";
import { useBusinessToday } from "~/lib/use-site";
import { phoneHref } from "~/features/settings/site-settings";
import { useBusiness } from "~/features/settings/use-settings";
import { siteFooterId } from "./site-footer-id";

const socialIcons = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
} as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const lang = useLanguage();
  const business = useBusiness();
  const profiles = socialNetworks.flatMap((network) => {
    const href = business.social[network];
    return href ? [[network, href] as const] : [];
  });
  // Finland's year as the server rendered the page: server and browser agree, also on New Year's Eve.
  const year = useBusinessToday().slice(0, 4);

  return (
    <footer id={siteFooterId} className="border-t border-line bg-ink-soft">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-snow">
            <Aperture className="size-6 text-aurora" aria-hidden="true" />
            {t("siteName")}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{t("footer.tagline")}</p>
        </div>

        <FooterLinks
          id="footer-quick-links"
          title={t("footer.quickLinks")}
          links={navLinks.map((link) => ({ to: lp(link.to), label: t(`nav.${link.key}`) }))}
          listClassName="grid grid-cols-2 gap-2"
        />

        <FooterLinks
          id="footer-work-with-us"
          title={t("footer.workWithUs")}
          links={footerLinks.map((link) => ({
            to: lp(link.to),
            label: t(`footer.links.${link.key}`),
          }))}
          listClassName="space-y-2"
        />

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-snow uppercase">
            {t("footer.contact")}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-aurora" aria-hidden="true" />
              <a href={`mailto:${business.email}`} className="hover:text-aurora">
                {business.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-aurora" aria-hidden="true" />
              <a href={phoneHref(business.phone)} className="hover:text-aurora">
                {business.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-aurora" aria-hidden="true" />
              {t("footer.location", { city: business.city[lang] })}
            </li>
            <li>
              {t("footer.businessId")}: {business.businessId}
            </li>
          </ul>

          {/* Only the profiles the owner has entered; nothing while there are none. */}
          {profiles.length > 0 && (
            <>
              <h2 className="mt-8 text-sm font-semibold tracking-wider text-snow uppercase">
                {t("footer.follow")}
              </h2>
              <ul className="mt-4 flex gap-3">
                {profiles.map(([network, href]) => {
                  const Icon = socialIcons[network];
                  return (
                    <li key={network}>
                      <a
                        href={href}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="inline-flex size-10 items-center justify-center rounded-full border border-line hover:border-aurora hover:text-aurora"
                      >
                        <Icon className="size-5" aria-hidden="true" />
                        <span className="sr-only">{t(`social.${network}`)}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-page flex flex-wrap gap-x-6 gap-y-2 py-6 text-xs">
          © {year} {business.name}. {t("footer.rights")}
          {legalLinks.map((link) => (
            <Link key={link.key} to={lp(link.to)} className="hover:text-aurora">
              {t(`legal.${link.key}`)}
            </Link>
          ))}
        </p>
      </div>
    </footer>
  );
}

/** One titled group of footer links (a landmark of its own, named by its heading). */
function FooterLinks({
  id,
  title,
  links,
  listClassName,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
  listClassName: string;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-snow uppercase">
        {title}
      </h2>
      <ul className={`mt-4 text-sm ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-aurora">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
