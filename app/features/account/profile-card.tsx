import { Mail, Phone, UserRound } from "lucide-react";
import { useTranslation } from "~/i18n/react";

export type Profile = { name: string; email: string; phone: string | null };

/** Who is signed in: name, e-mail and, if given, phone (spec section 2). */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation("bookings");
  const rows: { key: "name" | "email" | "phone"; Icon: typeof Mail; value: string }[] = [
    { key: "name", Icon: UserRound, value: profile.name },
    { key: "email", Icon: Mail, value: profile.email },
  ];
  if (profile.phone) rows.push({ key: "phone", Icon: Phone, value: profile.phone });
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl border border-line bg-ink-soft p-5 sm:p-6"
    >
      <h2 id="profile-heading" className="text-xl font-semibold">
        {t("profile.title")}
      </h2>
      <dl className="mt-4 space-y-4">
        {rows.map(({ key, Icon, value }) => (
          <div key={key} className="relative min-h-9 pl-12">
            <dt className="text-sm">
              <span className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-lg bg-aurora/10">
                <Icon className="size-4 text-aurora" aria-hidden="true" />
              </span>
              {t(`profile.${key}`)}
            </dt>
            <dd className="font-semibold break-words text-snow">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
