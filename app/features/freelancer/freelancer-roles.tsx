import { Camera, Check, Clapperboard, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

// Full keys, so each t() call is checked against the Swedish texts.
const skills = <K extends string, S extends string>(role: K, names: readonly S[]) =>
  names.map((name) => `${role}.skills.${name}` as const);

const roles = [
  {
    key: "roles.photographers",
    icon: Camera,
    skills: skills("roles.photographers", ["gear", "people", "action"]),
  },
  {
    key: "roles.videographers",
    icon: Clapperboard,
    skills: skills("roles.videographers", ["storytelling", "sound", "formats"]),
  },
  {
    key: "roles.editors",
    icon: SlidersHorizontal,
    skills: skills("roles.editors", ["software", "detail", "deadlines"]),
  },
] as const;

/** The three sought roles of spec section 2: photographers, videographers, editors. */
export function FreelancerRoles() {
  const { t } = useTranslation("freelancer");
  return (
    <section
      id="roller"
      aria-labelledby="freelancer-roles-heading"
      className="bg-ink-soft py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="freelancer-roles-heading"
          eyebrow={t("roles.eyebrow")}
          title={t("roles.title")}
          lead={t("roles.lead")}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {roles.map((role) => {
            const Icon = role.icon;
            return (
              <li
                key={role.key}
                className="flex flex-col rounded-2xl border border-line bg-ink p-7"
              >
                <Icon className="size-10 text-aurora" aria-hidden="true" />
                <h3 className="mt-4 text-2xl font-semibold">{t(`${role.key}.title`)}</h3>
                <p className="mt-2 leading-relaxed">{t(`${role.key}.description`)}</p>
                <h4 className="mt-6 border-t border-line pt-5 text-xs font-semibold tracking-widest text-mist uppercase">
                  {t("roles.lookingFor")}
                </h4>
                <ul className="mt-4 space-y-3">
                  {role.skills.map((skill) => (
                    <li key={skill} className="flex gap-3">
                      <Check className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
                      <span>{t(skill)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
